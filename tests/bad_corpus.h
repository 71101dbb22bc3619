// The corpus of bad input in tests/data/bad/: for each file, the one diagnostic it gives (a
// part of the message, and where: line, column, board) and the boards read around the bad
// one.  test_pbn.cpp checks it through the library, test_cli_input.cpp through the binary.
// (What bridge software writes and stich reads since issue 21, such as ISO 8859-1 bytes, NUL
// bytes that make a file "not a text file", or a play section's defects, which cost no board,
// is tested in test_pbn_real.cpp.)
#pragma once

#include <string>
#include <vector>

namespace stich::test {

struct BadInput {
    const char* file;     // tests/data/bad/<file>.pbn
    const char* message;  // a part of the message
    int line, column;
    const char* board;
    std::vector<std::string> good;  // the boards still read around the bad one
};

inline const std::vector<BadInput>& bad_corpus() {
    static const std::vector<std::string> both = {"1", "3"};
    static const std::vector<BadInput> corpus = {
        {"duplicate_card",
         "card S5 listed twice: in hand N (line 7, column 12) and in hand S; "
         "deck card S4 missing from the deal",
         7, 47, "2", both},
        {"duplicate_in_hand",
         "card S5 listed twice: in hand N (line 8, column 12) and in hand N; "
         "deck card S3 missing from the deal",
         8, 13, "2", both},
        {"short_hand", "hand W has 12 cards, expected 13; deck card C5 missing from the deal", 7,
         61, "2", both},
        {"hand_count", "expected 4 hands, found 3", 7, 60, "2", both},
        {"lowercase_hand_14", "hand S has 14 cards, expected 13", 7, 44, "2", both},
        {"bad_rank", "bad rank 'X': expected one of A K Q J T 9 8 7 6 5 4 3 2", 7, 20, "2", both},
        {"bad_suit", "bad suit letter in 'X4': expected S, H, D or C", 7, 10, "2", both},
        {"unknown_game", "unknown game 'poker': expected whist, preference or alliance", 5, 8, "2",
         both},
        {"truncated", "unterminated string", 11, 7, "3", {"1", "2"}},
        {"binary_junk", "control byte 0x07: expected text", 8, 1, "2", both},
        {"turned_not_in_dealer", "turned card SA is in hand S, not in the dealer's hand (N)", 7, 10,
         "2", both},
        {"turned_unknown_hand", "turned card HQ is not in the dealer's hand (N)", 8, 10, "2", both},
        {"turned_wrong_game", "a turned card in a preference board: only whist turns a card", 9, 10,
         "2", both},
        {"talon_size", "talon has 1 card, expected 2", 9, 9, "2", both},
        {"outside_deck", "card C6 is not in the 32-card deck (7 to A)", 8, 22, "2", both},
        {"talon_outside_deck", "card S6 is not in the 32-card deck (7 to A)", 9, 10, "2", both},
        {"contract_whist",
         "unknown whist contract word 'Bettler': expected none (whist needs no contract) or a "
         "bridge contract such as 4S, 3NTX or Pass",
         8, 12, "2", both},
        {"contract_preference", "unknown preference contract word 'Alliance': expected 1, 2, 3, 4",
         10, 12, "2", both},
        {"contract_alliance",
         "unknown alliance contract word 'Mord': expected Alliance <trump> <called card>, "
         "Solo <trump>, Lever, Lever <n> or Lever forced",
         17, 12, "2", both},
        // A note in brackets that is not the game's own, at the note (issue 44).
        {"contract_note",
         "the note '(hearts, talon)' is not the game's own: expected '(clubs, talon)'", 12, 14, "2",
         both},
        {"unterminated_quote", "unterminated string: expected '\"' before the end of the line", 7,
         7, "2", both},
        {"unterminated_tag", "expected ']' to close [Site", 8, 1, "2", both},
        // An open comment runs to the end of the input.  (One still open at a tag pair after
        // an empty line ends there, with a warning: tests/test_pbn_real.cpp.)
        {"unterminated_comment", "unterminated comment: expected '}'", 11, 1, "3", {"1", "2"}},
        {"players_range", "7 players out of range: alliance has 4, 5 or 6", 12, 11, "2", both},
        {"seat_range", "seat 4 out of range: expected 1 to 3", 10, 12, "2", both},
        {"bad_number", "expected a sum of money from 0 to 1000000, found '1,5'", 10, 9, "2", both},
        {"table_size", "table has 3 cards, expected 4", 11, 14, "2", both},
        {"trick_counts", "hand E has 2 cards, expected 4 (it has yet to play to the current trick)",
         9, 17, "2", both},
        {"trick_duplicate", "card SA listed twice: in hand S (line 9, column 23) and in the trick",
         8, 9, "2", both},
        {"inherit_forbidden", "'#' cannot stand for the value of [Deal]", 7, 8, "2", both},
        {"text_outside_tag", "expected a tag [Name \"value\"], found 'hello'", 5, 1, "2", both},
        {"bad_tag_name", "tag name 'deal' must begin with an upper-case letter", 7, 2, "2", both},
        {"tag_without_value", "expected a quoted value after [Dealer", 7, 8, "2", both},
    };
    return corpus;
}

}  // namespace stich::test
