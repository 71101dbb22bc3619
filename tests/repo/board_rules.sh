#!/usr/bin/env bash
# Each game reads a board's rules from its [Variant] by one function with one caller path
# (issue 40): `board_rules(board, error)` in the game's folder (whist/variant.cpp,
# preference/rules.cpp, alliance/rules.cpp).  A question that parsed `board.variant` itself
# could read other rules than the rest (and parsed the text again).  Fails listing each call of
# a game's variant parser (scoring_rules, rules_for, make_rules) on a record's variant outside
# the body of a board_rules, and each game folder without its board_rules.
set -u
root=${1:?usage: board_rules.sh REPO_ROOT}
cd "$root" || exit 1
status=0
found=$(grep -rnE -B2 '\b(scoring_rules|rules_for|make_rules)\([^;]*\b(b|board|table|deal|\w+_board)(\.|->)variant\b' src include |
        awk '/board_rules\(/ { inside = 1 }
             /(scoring_rules|rules_for|make_rules)\(.*(b|board|table|deal|_board)(\.|->)variant/ { if (!inside) print; inside = 0 }
             /^--$/ { inside = 0 }')
if [ -n "$found" ]; then
    echo "A board's variant parsed outside its game's board_rules:"
    printf '%s\n' "$found"
    status=1
fi
for game in whist preference alliance; do
    if ! grep -qE '^std::optional<\w+> board_rules\(const Board& board' -r "src/$game"; then
        echo "src/$game has no board_rules(const Board&, std::string*)"
        status=1
    fi
done
exit $status
