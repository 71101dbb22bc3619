#include "stich/condition/script.h"

#include <algorithm>
#include <cctype>
#include <map>

namespace stich::condition {

Vocabulary compass_vocabulary() {
    Vocabulary v;
    v.slot_words = {{"north"}, {"east"}, {"south"}, {"west"}};
    v.slot_size = {13, 13, 13, 13};
    v.seats = 4;
    v.double_dummy = true;
    return v;
}

int Script::vulnerability() const {
    static constexpr std::string_view kOrder[] = {"None", "NS", "EW", "All"};
    for (int k = 0; k < 4; ++k)
        if (vulnerable == kOrder[k]) return k;
    return 0;
}

bool Script::prints() const {
    return std::any_of(actions.begin(), actions.end(), [](const Action& a) { return a.prints(); });
}

namespace {

// Why a hand-written parser: the grammar is C's expressions plus a dozen commands, and shapes
// ("5xxx"), holdings ("SAQ542") and cards ("TC") are words whose meaning depends on where they
// stand, which a recursive descent reads directly; it locates every error at the token, and
// costs nothing to compile beside a Spirit grammar.
struct Token {
    enum class Kind { kWord, kNumber, kString, kSymbol, kEnd };
    Kind kind = Kind::kEnd;
    std::string text;
    int line = 1, column = 1;
};

struct SyntaxError {
    ScriptError error;
};

std::vector<Token> tokenize(std::string_view s) {
    std::vector<Token> out;
    int line = 1, column = 1;
    size_t i = 0;
    auto advance = [&](size_t n) {
        for (size_t k = 0; k < n && i < s.size(); ++k, ++i) {
            if (s[i] == '\n') {
                ++line;
                column = 1;
            } else {
                ++column;
            }
        }
    };
    auto fail = [&](const std::string& why) { throw SyntaxError{{line, column, why}}; };
    while (i < s.size()) {
        const char c = s[i];
        if (std::isspace(static_cast<unsigned char>(c))) {
            advance(1);
        } else if (c == '#' || s.substr(i, 2) == "//") {
            while (i < s.size() && s[i] != '\n') advance(1);
        } else if (s.substr(i, 2) == "/*") {
            const size_t end = s.find("*/", i + 2);
            if (end == std::string_view::npos) fail("a comment /* is not closed");
            advance(end + 2 - i);
        } else if (std::isalnum(static_cast<unsigned char>(c)) || c == '_') {
            Token t{Token::Kind::kWord, "", line, column};
            size_t j = i;
            while (j < s.size() && (std::isalnum(static_cast<unsigned char>(s[j])) || s[j] == '_'))
                ++j;
            t.text = std::string(s.substr(i, j - i));
            if (std::all_of(t.text.begin(), t.text.end(),
                            [](char ch) { return std::isdigit(static_cast<unsigned char>(ch)); }))
                t.kind = Token::Kind::kNumber;
            advance(j - i);
            out.push_back(std::move(t));
        } else if (c == '"') {
            Token t{Token::Kind::kString, "", line, column};
            size_t j = i + 1;
            // A string may go over lines: dealer's printes writes them as they are.
            while (j < s.size() && s[j] != '"') ++j;
            if (j >= s.size()) fail("a string is not closed");
            t.text = std::string(s.substr(i + 1, j - i - 1));
            advance(j + 1 - i);
            out.push_back(std::move(t));
        } else {
            static constexpr std::string_view kTwo[] = {"&&", "||", "==", "!=", "<=", ">="};
            Token t{Token::Kind::kSymbol, std::string(1, c), line, column};
            for (std::string_view two : kTwo)
                if (s.substr(i, 2) == two) t.text = std::string(two);
            if (t.text.size() == 1 &&
                std::string_view("()?:+-*/%!<>=,").find(c) == std::string_view::npos)
                fail(std::string("unexpected character '") + c + "'");
            advance(t.text.size());
            out.push_back(std::move(t));
        }
    }
    out.push_back(Token{Token::Kind::kEnd, "", line, column});
    return out;
}

constexpr std::string_view kCommands[] = {"generate",   "produce",   "dealer",
                                          "vulnerable", "predeal",   "pointcount",
                                          "altcount",   "condition", "action"};

// The alternate counts pt0..pt9 and their names in dealer, and what each counts by default.
constexpr std::string_view kAltNames[10][2] = {
    {"tens", "ten"}, {"jacks", "jack"}, {"queens", "queen"}, {"kings", "king"}, {"aces", "ace"},
    {"top2", ""},    {"top3", ""},      {"top4", ""},        {"top5", ""},      {"c13", ""}};
constexpr std::array<std::array<int, kRanks>, 10> kAltDefaults = {{
    {0, 0, 0, 0, 1},  // tens: A K Q J T
    {0, 0, 0, 1},
    {0, 0, 1},
    {0, 1},
    {1},
    {1, 1},
    {1, 1, 1},
    {1, 1, 1, 1},
    {1, 1, 1, 1, 1},
    {6, 4, 2, 1},
}};

std::optional<int> suit_word(std::string_view w) {
    static constexpr std::string_view kWords[kSuits][2] = {
        {"spades", "spade"}, {"hearts", "heart"}, {"diamonds", "diamond"}, {"clubs", "club"}};
    for (int s = 0; s < kSuits; ++s)
        if (w == kWords[s][0] || w == kWords[s][1]) return s;
    return std::nullopt;
}

std::optional<int> rank_char(char c) {
    const auto at = kFaceChars.find(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
    return at == std::string_view::npos ? std::nullopt : std::optional<int>(static_cast<int>(at));
}

std::optional<int> suit_char(char c) {
    const auto at = kSuitChars.find(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
    return at == std::string_view::npos ? std::nullopt : std::optional<int>(static_cast<int>(at));
}

class Parser {
public:
    Parser(std::vector<Token> tokens, const Vocabulary& words)
        : t_(std::move(tokens)), words_(words) {
        alt_tables_.fill(-1);
    }

    Script parse() {
        while (peek().kind != Token::Kind::kEnd) statement();
        script_.program.set_par_defaults(script_.dealer.value_or(0), script_.vulnerability());
        return std::move(script_);
    }

private:
    const Token& peek(size_t ahead = 0) const { return t_[std::min(pos_ + ahead, t_.size() - 1)]; }
    const Token& next() {
        const Token& t = t_[pos_];
        if (pos_ + 1 < t_.size()) ++pos_;
        return t;
    }
    [[noreturn]] void fail(const Token& at, const std::string& why) const {
        throw SyntaxError{{at.line, at.column, why}};
    }
    static std::string shown(const Token& t) {
        return t.kind == Token::Kind::kEnd ? "the end of the script" : "'" + t.text + "'";
    }
    bool is(std::string_view symbol) const {
        return peek().kind == Token::Kind::kSymbol && peek().text == symbol;
    }
    bool accept(std::string_view symbol) {
        if (!is(symbol)) return false;
        next();
        return true;
    }
    void expect(std::string_view symbol) {
        if (!accept(symbol))
            fail(peek(), "expected '" + std::string(symbol) + "' before " + shown(peek()));
    }
    bool is_word(std::string_view w) const {
        return peek().kind == Token::Kind::kWord && peek().text == w;
    }

    int64_t number() {
        const bool negative = accept("-");
        const Token& t = next();
        if (t.kind != Token::Kind::kNumber) fail(t, "expected a number, not " + shown(t));
        if (t.text.size() > 15) fail(t, "the number " + t.text + " is too large");
        const int64_t v = std::stoll(t.text);
        return negative ? -v : v;
    }

    std::optional<int> slot_of(const Token& t) const {
        if (t.kind != Token::Kind::kWord) return std::nullopt;
        std::string w = t.text;
        for (char& c : w) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        for (size_t k = 0; k < words_.slot_words.size(); ++k)
            for (const std::string& name : words_.slot_words[k])
                if (w == name) return static_cast<int>(k);
        return std::nullopt;
    }
    std::string slot_list() const {
        std::string out;
        for (size_t k = 0; k < words_.slot_words.size(); ++k)
            out += (k == 0                              ? ""
                    : k + 1 == words_.slot_words.size() ? " or "
                                                        : ", ") +
                   words_.slot_words[k].front();
        return out;
    }
    int slot() {
        const Token& t = next();
        const auto s = slot_of(t);
        if (!s) fail(t, "expected a seat (" + slot_list() + "), not " + shown(t));
        return *s;
    }
    int seat() {
        const Token& t = peek();
        const int s = slot();
        if (s >= words_.seats) fail(t, "'" + t.text + "' is not a seat here");
        return s;
    }

    void statement() {
        const Token& t = peek();
        if (t.kind == Token::Kind::kWord && peek(1).kind == Token::Kind::kSymbol &&
            peek(1).text == "=") {
            definition();
            return;
        }
        if (t.kind == Token::Kind::kWord) {
            const std::string w = t.text;
            if (w == "generate" || w == "produce") {
                next();
                const Token& at = peek();
                const int64_t n = number();
                if (n < 0) fail(at, w + " takes a count of deals, not " + std::to_string(n));
                (w == "generate" ? script_.generate : script_.produce) = static_cast<uint64_t>(n);
                return;
            }
            if (w == "dealer") {
                next();
                script_.dealer_at = {peek().line, peek().column};
                script_.dealer = seat();
                return;
            }
            if (w == "vulnerable") {
                next();
                const Token& v = next();
                script_.vulnerable_at = {v.line, v.column};
                script_.vulnerable.clear();  // the last one counts
                std::string lower = v.text;
                for (char& c : lower)
                    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
                static constexpr std::pair<std::string_view, std::string_view> kVul[] = {
                    {"none", "None"}, {"ns", "NS"}, {"ew", "EW"}, {"all", "All"}, {"both", "All"}};
                for (const auto& [word, pbn] : kVul)
                    if (lower == word) script_.vulnerable = std::string(pbn);
                if (script_.vulnerable.empty())
                    fail(v, "expected none, NS, EW or all after vulnerable, not " + shown(v));
                return;
            }
            if (w == "predeal") {
                next();
                predeal();
                return;
            }
            if (w == "pointcount") {
                next();
                replace_table(hcp_table_, lane_points(count_list()));
                return;
            }
            if (w == "altcount") {
                next();
                const Token& at = peek();
                const int64_t k = number();
                if (k < 0 || k > 9) fail(at, "altcount numbers the counts 0 to 9");
                replace_table(alt_tables_[static_cast<size_t>(k)], lane_points(count_list()));
                return;
            }
            if (w == "condition") {
                next();
                script_.condition = expression();
                return;
            }
            if (w == "action") {
                next();
                // A comma may end the list, as dealer's own examples do.
                do script_.actions.push_back(action());
                while (accept(",") && action_word(peek()));
                return;
            }
        }
        // dealer lets the word `condition` out.
        script_.condition = expression();
    }

    void definition() {
        const Token& name = next();
        next();  // =
        if (defined_.count(name.text)) fail(name, "'" + name.text + "' is defined twice");
        if (reserved(name.text)) fail(name, "'" + name.text + "' is a word of the language");
        defined_[name.text] = expression();
    }

    bool reserved(const std::string& w) const {
        if (std::find(std::begin(kCommands), std::end(kCommands), w) != std::end(kCommands))
            return true;
        if (suit_word(w) || count_word(w) || slot_of(Token{Token::Kind::kWord, w, 0, 0}))
            return true;
        for (const Count& c : words_.counts)
            if (c.name == w) return true;
        return w == "and" || w == "or" || w == "not" || w == "shape" || w == "hascard" ||
               w == "any";
    }

    // pointcount and altcount: values from the ace down, the rest 0.
    std::array<int, kRanks> count_list() {
        std::array<int, kRanks> out{};
        for (int k = 0; k < kRanks && peek().kind == Token::Kind::kNumber; ++k)
            out[static_cast<size_t>(k)] = static_cast<int>(number());
        return out;
    }

    void predeal() {
        // SEAT [,] HOLDING {, HOLDING}, for as many seats as follow.
        do {
            const int who = slot();
            accept(",");
            do holding(who);
            while (accept(","));
        } while (slot_of(peek()));
    }

    void holding(int who) {
        const Token& t = next();
        const auto suit =
            t.kind == Token::Kind::kWord && !t.text.empty() ? suit_char(t.text[0]) : std::nullopt;
        if (!suit) fail(t, "expected a holding such as SAQ542, not " + shown(t));
        for (size_t k = 1; k < t.text.size(); ++k) {
            std::optional<int> rank;
            if (t.text.compare(k, 2, "10") == 0) {
                rank = kTen;
                ++k;
            } else {
                rank = rank_char(t.text[k]);
            }
            if (!rank) fail(t, "'" + t.text + "': no card '" + t.text[k] + "'");
            const Card card(Suit(*suit), *rank);
            for (const CardSet& hand : script_.predeal)
                if (hand.contains(card)) fail(t, format_card(card) + " is predealt twice");
            script_.predeal[static_cast<size_t>(who)] |= card;
            if (script_.predeal[static_cast<size_t>(who)].count() >
                words_.slot_size[static_cast<size_t>(who)])
                fail(t, "more cards are predealt to " + words_.slot_words[who].front() +
                            " than it holds");
        }
    }

    static bool action_word(const Token& t) {
        static constexpr std::string_view kActions[] = {"printall", "print",        "printew",
                                                        "printpbn", "printoneline", "printcompact",
                                                        "printes",  "average",      "frequency"};
        return t.kind == Token::Kind::kWord &&
               std::find(std::begin(kActions), std::end(kActions), t.text) != std::end(kActions);
    }

    Action action() {
        Action a;
        const Token& t = next();
        if (!action_word(t))
            fail(t,
                 "expected an action (printall, print, printew, printpbn, printoneline, "
                 "printcompact, printes, average, frequency), not " +
                     shown(t));
        if (t.text == "printall") return a;
        if (t.text == "printoneline" || t.text == "printcompact") {
            a.kind = t.text == "printoneline" ? Action::Kind::kPrintOneLine
                                              : Action::Kind::kPrintCompact;
            if (is("(")) a.expressions.push_back(expression());
            return a;
        }
        if (t.text == "printes") {
            a.kind = Action::Kind::kPrintEs;
            const bool parenthesised = accept("(");
            do {
                if (peek().kind == Token::Kind::kString)
                    a.items.emplace_back(next().text, -1);
                else
                    a.items.emplace_back("", expression());
            } while (accept(",") && (parenthesised || !action_word(peek())));
            if (parenthesised) expect(")");
            return a;
        }
        if (t.text == "printew") {
            a.kind = Action::Kind::kPrintEW;
            return a;
        }
        if (t.text == "printpbn") {
            a.kind = Action::Kind::kPrintPbn;
            return a;
        }
        if (t.text == "print") {
            a.kind = Action::Kind::kPrint;
            expect("(");
            do a.seats.push_back(slot());
            while (accept(","));
            expect(")");
            return a;
        }
        if (t.text == "average" || t.text == "frequency") {
            if (peek().kind == Token::Kind::kString) a.label = next().text;
            if (t.text == "average") {
                a.kind = Action::Kind::kAverage;
                a.expressions.push_back(expression());
                return a;
            }
            a.kind = Action::Kind::kFrequency;
            expect("(");
            for (int k = 0; k < 2; ++k) {
                a.expressions.push_back(expression());
                expect(",");
                const int64_t lo = number();
                expect(",");
                const Token& at = peek();
                const int64_t hi = number();
                if (hi < lo || hi - lo > 100000)
                    fail(at, "a frequency's bounds must run upwards over at most 100000 values");
                a.bounds.emplace_back(lo, hi);
                if (!accept(",")) break;
            }
            expect(")");
            return a;
        }
        return a;  // not reached: action_word() knows every action
    }

    // Expressions, C's precedence: ?: below || below && below == != below < <= > >= below + -
    // below * / % below the unary ! - not.
    // A definition is shared, not copied, but each use evaluates it again: `b = a + a`,
    // `c = b + b`, ... doubles the work at each line.  What a deal would cost is bounded here,
    // so that no script runs for ever on one deal.
    static constexpr uint64_t kMaxWeight = 10'000'000;
    int add(Op op, int a = 0, int b = 0, int c = 0, int64_t value = 0) {
        uint64_t weight = 1;
        const bool unary =
            op == Op::kNot || op == Op::kNegate || op == Op::kScore || op == Op::kImps;
        const int children = op == Op::kSelect ? 3 : unary ? 1 : op >= Op::kAnd ? 2 : 0;
        const int operands[3] = {a, b, c};
        bool solves = op == Op::kTricks || op == Op::kSettle || op == Op::kPar;
        for (int k = 0; k < children; ++k) {
            weight += weights_[static_cast<size_t>(operands[k])];
            solves = solves || solves_[static_cast<size_t>(operands[k])];
        }
        if (weight > kMaxWeight)
            fail(peek(), "the expression is too large: its names expand to more than " +
                             std::to_string(kMaxWeight) + " terms");
        weights_.push_back(weight);
        solves_.push_back(solves);
        return script_.program.add(Node{op, a, b, c, value});
    }
    int expression() {
        const int test = disjunction();
        if (!accept("?")) return test;
        const int yes = expression();
        expect(":");
        const int no = expression();
        return add(Op::kSelect, test, yes, no);
    }
    int disjunction() {
        int left = conjunction();
        while (accept("||") || accept_word("or")) left = logical(Op::kOr, left, conjunction());
        return left;
    }
    int conjunction() {
        int left = equality();
        while (accept("&&") || accept_word("and")) left = logical(Op::kAnd, left, equality());
        return left;
    }
    // `a && b` and `a || b` with the cheap side first: a term that solves double dummy goes
    // after one that does not, so that it is solved only on the deals the cheap part lets
    // through.  No term has an effect and each is 0 or 1 to the test, so the order changes
    // the cost and never the value.
    int logical(Op op, int left, int right) {
        if (solves_[static_cast<size_t>(left)] && !solves_[static_cast<size_t>(right)])
            std::swap(left, right);
        return add(op, left, right);
    }
    int equality() {
        int left = relation();
        for (;;) {
            if (accept("=="))
                left = add(Op::kEqual, left, relation());
            else if (accept("!="))
                left = add(Op::kNotEqual, left, relation());
            else
                return left;
        }
    }
    int relation() {
        int left = sum();
        for (;;) {
            if (accept("<="))
                left = add(Op::kLessEqual, left, sum());
            else if (accept(">="))
                left = add(Op::kGreaterEqual, left, sum());
            else if (accept("<"))
                left = add(Op::kLess, left, sum());
            else if (accept(">"))
                left = add(Op::kGreater, left, sum());
            else
                return left;
        }
    }
    int sum() {
        int left = product();
        for (;;) {
            if (accept("+"))
                left = add(Op::kAdd, left, product());
            else if (accept("-"))
                left = add(Op::kSubtract, left, product());
            else
                return left;
        }
    }
    int product() {
        int left = unary();
        for (;;) {
            if (accept("*"))
                left = add(Op::kMultiply, left, unary());
            else if (accept("/"))
                left = add(Op::kDivide, left, unary());
            else if (accept("%"))
                left = add(Op::kModulo, left, unary());
            else
                return left;
        }
    }
    int unary() {
        // Every nesting passes here: a bound on the depth keeps the parser's stack (and the
        // evaluation's) small, whatever the input.
        struct Depth {
            int& d;
            explicit Depth(int& depth) : d(++depth) {}
            ~Depth() { --d; }
        } depth(depth_);
        if (depth_ > 500) fail(peek(), "the expression nests too deeply");
        if (accept("!") || accept_word("not")) return add(Op::kNot, unary());
        if (accept("-")) return add(Op::kNegate, unary());
        return primary();
    }
    bool accept_word(std::string_view w) {
        if (!is_word(w)) return false;
        next();
        return true;
    }

    // A name that takes (seat[, suit]) and sums a table over the suits.
    // Which count a name is: 0 hcp, 1 controls, 2 losers, 3 + k the alternate count k.
    static std::optional<size_t> count_word(const std::string& w) {
        if (w == "hcp" || w == "hcps") return 0;
        if (w == "control" || w == "controls") return 1;
        if (w == "loser" || w == "losers") return 2;
        if (w.size() == 3 && w[0] == 'p' && w[1] == 't' &&
            std::isdigit(static_cast<unsigned char>(w[2])))
            return 3 + static_cast<size_t>(w[2] - '0');
        for (size_t k = 0; k < 10; ++k)
            for (std::string_view name : kAltNames[k])
                if (!name.empty() && w == name) return 3 + k;
        return std::nullopt;
    }

    // A name that takes (seat[, suit]) and sums a table over the suits: the table's index.
    std::optional<int> function_word(const std::string& w) {
        const auto count = count_word(w);
        if (!count) return std::nullopt;
        if (*count == 0) return table(hcp_table_, [] { return lane_points({4, 3, 2, 1}); });
        if (*count == 1) return table(controls_table_, lane_controls);
        if (*count == 2) return table(losers_table_, lane_losers);
        const size_t k = *count - 3;
        return table(alt_tables_[k], [k] { return lane_points(kAltDefaults[k]); });
    }

    // A count's table, made when the script first names it: each is a pass over the 8,192
    // holdings of a suit, done before any deal is dealt, and a script names one or two.
    template <class Make>
    int table(int& slot, Make make) {
        if (slot < 0) slot = script_.program.add_table(make());
        return slot;
    }
    // pointcount and altcount: the count's table from now on, whether named yet or not.
    void replace_table(int& slot, const LaneTable& made) {
        if (slot < 0)
            slot = script_.program.add_table(made);
        else
            script_.program.set_table(slot, made);
    }

    int primary() {
        const Token& t = next();
        if (t.kind == Token::Kind::kNumber) {
            if (t.text.size() > 15) fail(t, "the number " + t.text + " is too large");
            return add(Op::kConstant, 0, 0, 0, std::stoll(t.text));
        }
        if (t.kind == Token::Kind::kSymbol && t.text == "(") {
            const int inner = expression();
            expect(")");
            return inner;
        }
        if (t.kind != Token::Kind::kWord) fail(t, "expected an expression, not " + shown(t));
        if (const auto it = defined_.find(t.text); it != defined_.end()) return it->second;
        if (const auto suit = suit_word(t.text)) {
            expect("(");
            const int who = slot();
            expect(")");
            return add(Op::kLength, who, *suit);
        }
        if (const auto table = function_word(t.text)) {
            expect("(");
            const int who = slot();
            int suits = (1 << kSuits) - 1;
            if (accept(",")) {
                const Token& s = next();
                const auto suit = suit_word(s.text);
                if (!suit)
                    fail(s, "expected a suit (spades, hearts, diamonds, clubs), not " + shown(s));
                suits = 1 << *suit;
            }
            expect(")");
            return add(Op::kLaneSum, who, suits, *table);
        }
        if (const auto count = std::find_if(words_.counts.begin(), words_.counts.end(),
                                            [&](const Count& c) { return c.name == t.text; });
            count != words_.counts.end())
            return game_count(*count);
        if (t.text == "shape") return shape();
        if (t.text == "hascard") {
            expect("(");
            const int who = slot();
            expect(",");
            const Token& c = next();
            const auto card = card_word(c.text);
            if (!card) fail(c, "expected a card such as AS or TC, not " + shown(c));
            expect(")");
            return add(Op::kHasCard, who, card->index());
        }
        if (t.text == "tricks" || t.text == "settle" || t.text == "score" || t.text == "par") {
            if (!words_.double_dummy)
                fail(t, "'" + t.text +
                            "' is double dummy, which this game does not answer at this table");
            if (t.text == "settle" && !words_.oracle_words.settle)
                fail(t, "'settle' is not answered for this game at this table");
            if (t.text == "settle") return settle();
            if (t.text != "tricks" && !words_.oracle_words.bridge_scores)
                fail(t,
                     "'" + t.text + "' is bridge's scoring: it needs bridge deals (--game whist)");
            if (t.text == "tricks") return tricks();
            if (t.text == "score") return score();
            return par();
        }
        if (t.text == "imps") {
            expect("(");
            const int inner = expression();
            expect(")");
            return add(Op::kImps, inner);
        }
        if (t.text == "cccc") {
            expect("(");
            const int who = slot();
            expect(")");
            return add(Op::kFourCs, who, 0);
        }
        if (t.text == "quality") {
            expect("(");
            const int who = slot();
            expect(",");
            const Token& s = next();
            const auto suit = suit_word(s.text);
            if (!suit)
                fail(s, "expected a suit (spades, hearts, diamonds, clubs), not " + shown(s));
            expect(")");
            return add(Op::kQuality, who, *suit);
        }
        fail(t, "unknown name " + shown(t));
    }

    // NAME(SEAT[, SUIT]) of a game's own count: one suit's table, or the sum over the suits
    // (one node when every suit counts alike).
    int game_count(const Count& count) {
        expect("(");
        const int who = slot();
        std::optional<int> only;
        if (accept(",")) {
            const Token& s = next();
            only = suit_word(s.text);
            if (!only)
                fail(s, "expected a suit (spades, hearts, diamonds, clubs), not " + shown(s));
        }
        expect(")");
        auto& tables = count_tables_[count.name];
        if (tables.empty())
            for (const LaneTable& table : count.per_suit)
                tables.push_back(script_.program.add_table(table));
        if (only) return add(Op::kLaneSum, who, 1 << *only, tables[static_cast<size_t>(*only)]);
        const bool alike = std::all_of(count.per_suit.begin(), count.per_suit.end(),
                                       [&](const LaneTable& t) { return t == count.per_suit[0]; });
        if (alike) return add(Op::kLaneSum, who, (1 << kSuits) - 1, tables[0]);
        int sum = add(Op::kLaneSum, who, 1, tables[0]);
        for (int s = 1; s < kSuits; ++s)
            sum =
                add(Op::kAdd, sum, add(Op::kLaneSum, who, 1 << s, tables[static_cast<size_t>(s)]));
        return sum;
    }

    // tricks(SEAT, STRAIN[, KIND]): STRAIN a suit or notrump(s), nt; KIND one of the game's
    // kinds of contract, or a card it calls (OracleWords).
    int tricks() {
        expect("(");
        return contract_term(Op::kTricks, 0);
    }

    // settle(SEAT, DECLARER, STRAIN[, KIND]): what the game settles to SEAT for the contract
    // of tricks(DECLARER, STRAIN[, KIND]).
    int settle() {
        expect("(");
        const int to = seat();
        expect(",");
        return contract_term(Op::kSettle, to);
    }

    // DECLARER, STRAIN[, KIND]) of tricks() and settle().
    int contract_term(Op op, int to) {
        const int who = seat();
        expect(",");
        const Token& s = next();
        std::optional<int> strain = suit_word(s.text);
        if (s.text == "notrump" || s.text == "notrumps" || s.text == "nt") {
            if (!words_.oracle_words.notrump)
                fail(s, "this game has no game without trumps: name a suit, not " + shown(s));
            // Refused here rather than settled as nothing: a condition on it would never hold.
            if (op == Op::kSettle && !words_.oracle_words.settle_notrump)
                fail(s, "this game settles no game without trumps: name a suit, not " + shown(s));
            strain = kNoTrump;
        }
        if (!strain)
            fail(s,
                 "expected a strain (spades, hearts, diamonds, clubs, notrump), not " + shown(s));
        int kind = 0;
        if (accept(",")) kind = contract_kind(next());
        expect(")");
        return add(op, who, *strain, kind, to);
    }

    int contract_kind(const Token& k) {
        const OracleWords& w = words_.oracle_words;
        const auto& kinds = w.kinds;
        if (const auto at = std::find(kinds.begin(), kinds.end(), k.text); at != kinds.end())
            return static_cast<int>(at - kinds.begin()) + 1;
        if (w.called_king)
            if (const auto card = card_word(k.text); card && card->pos() == kKing)
                return kCalledCard + card->index();
        if (kinds.empty() && !w.called_king)
            fail(k, "this game's tricks() takes two arguments, a seat and a strain");
        std::string known;
        for (const auto& name : kinds) known += (known.empty() ? "" : ", ") + name;
        if (w.called_king)
            known += (known.empty() ? "" : ", or ") + std::string("a king called: SK HK DK CK");
        fail(k, "expected the kind of contract (" + known + "), not " + shown(k));
    }

    // score(vul|nv, xLS, TRICKS): dealer's contract word, x then the level and the strain
    // (C D H S N, or NT), here also doubled with X or XX after it.
    int score() {
        expect("(");
        const Token& v = next();
        if (v.text != "vul" && v.text != "nv")
            fail(v, "expected vul or nv (vulnerable or not), not " + shown(v));
        expect(",");
        const Token& c = next();
        std::string w = c.text;
        for (char& ch : w) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
        const auto bad = [&] {
            fail(c, "expected a contract such as x3N, x4S or x6HX, not " + shown(c));
        };
        if (w.size() < 3 || w[0] != 'X' || w[1] < '1' || w[1] > '7') bad();
        static constexpr std::string_view kStrainLetters = "SHDCN";
        const auto strain = kStrainLetters.find(w[2]);
        if (strain == std::string_view::npos) bad();
        size_t at = 3;
        if (strain == kNoTrump && at < w.size() && w[at] == 'T') ++at;
        const std::string doubled = w.substr(at);
        if (doubled != "" && doubled != "X" && doubled != "XX") bad();
        expect(",");
        const int taken = expression();
        expect(")");
        return add(
            Op::kScore, taken, v.text == "vul",
            score_contract(w[1] - '0', static_cast<int>(strain), static_cast<int>(doubled.size())));
    }

    // par([none|ns|ew|all] [, DEALER]), each part optional: the par score for north-south;
    // the vulnerability is the script's (`vulnerable`, none if it names none), the dealer the
    // script's (`dealer`), north if it names none.
    int par() {
        expect("(");
        static constexpr std::string_view kWhich[] = {"none", "ns", "ew", "all", "both"};
        int vulnerability = -1, dealer = -1;
        if (!accept(")")) {
            const Token& v = peek();
            const auto which = std::find(std::begin(kWhich), std::end(kWhich), v.text);
            if (which != std::end(kWhich)) {
                next();
                vulnerability = std::min(3, static_cast<int>(which - std::begin(kWhich)));
                if (accept(",")) dealer = seat();
            } else if (slot_of(v)) {
                dealer = seat();
            } else {
                fail(v, "expected who is vulnerable (none, ns, ew, all) or the dealer, not " +
                            shown(v));
            }
            expect(")");
        }
        return add(Op::kPar, vulnerability, dealer);
    }

    // "AS", "TC" (rank then suit, dealer's order) or "SA".
    static std::optional<Card> card_word(const std::string& w) {
        if (w.size() != 2) return std::nullopt;
        if (auto r = rank_char(w[0]); r && suit_char(w[1])) return Card(Suit(*suit_char(w[1])), *r);
        if (auto s = suit_char(w[0]); s && rank_char(w[1])) return Card(Suit(*s), *rank_char(w[1]));
        return std::nullopt;
    }

    // shape(SEAT, [any] PATTERN {(+|-) [any] PATTERN}): patterns are four lengths or x, spades
    // first; `any` takes every order of the suits.  The set is built here, once.
    int shape() {
        expect("(");
        const int who = slot();
        expect(",");
        const int size = words_.slot_size[static_cast<size_t>(who)];
        ShapeSet set;
        bool subtract = false;
        do {
            bool any = accept_word("any");
            // A pattern may start with digits and go on with x ("5xxx"): one word either way.
            const Token& p = next();
            std::string text = p.text;
            if (text.size() != kSuits || !std::all_of(text.begin(), text.end(), [](char c) {
                    return c == 'x' || std::isdigit(static_cast<unsigned char>(c));
                }))
                fail(p, "expected a shape of four lengths or x, such as 5xxx or 4333, not " +
                            shown(p));
            ShapeSet one;
            std::array<int, kSuits> lengths{};
            for (lengths[0] = 0; lengths[0] <= std::min(size, kRanks); ++lengths[0])
                for (lengths[1] = 0; lengths[1] <= std::min(size, kRanks); ++lengths[1])
                    for (lengths[2] = 0; lengths[2] <= std::min(size, kRanks); ++lengths[2]) {
                        lengths[3] = size - lengths[0] - lengths[1] - lengths[2];
                        if (lengths[3] < 0 || lengths[3] > kRanks) continue;
                        if (matches(text, lengths, any))
                            one.set(static_cast<size_t>(
                                shape_index(lengths[0], lengths[1], lengths[2])));
                    }
            // A pattern no hand of this size has (4444 of 13 cards, 4333 of 10) would make the
            // term a constant and a condition on it run to the generate limit: refused here.
            if (one.none())
                fail(p, "no hand of " + std::to_string(size) + " cards has the shape " + shown(p));
            set = subtract ? set & ~one : set | one;
            subtract = is("-");
            // dealer also reads a comma as +: shape(east, any 4333, any 4432).
        } while (accept("+") || accept("-") || accept(","));
        expect(")");
        return add(Op::kShape, who, script_.program.add_shapes(set));
    }

    static bool matches(const std::string& pattern, std::array<int, kSuits> lengths, bool any) {
        auto fits = [&](const std::array<int, kSuits>& l) {
            for (int s = 0; s < kSuits; ++s)
                if (pattern[static_cast<size_t>(s)] != 'x' &&
                    pattern[static_cast<size_t>(s)] - '0' != l[static_cast<size_t>(s)])
                    return false;
            return true;
        };
        if (!any) return fits(lengths);
        std::sort(lengths.begin(), lengths.end());
        do
            if (fits(lengths)) return true;
        while (std::next_permutation(lengths.begin(), lengths.end()));
        return false;
    }

    std::vector<Token> t_;
    size_t pos_ = 0;
    const Vocabulary& words_;
    Script script_;
    std::map<std::string, int> defined_;
    std::vector<uint64_t> weights_;  // per node: the nodes its evaluation visits at most
    std::vector<bool> solves_;       // per node: whether its evaluation may solve double dummy
    std::map<std::string, std::vector<int>> count_tables_;  // a game count's tables, per suit
    int depth_ = 0;
    int hcp_table_ = -1, losers_table_ = -1, controls_table_ = -1;  // -1: not named yet
    std::array<int, 10> alt_tables_{};
};

}  // namespace

std::optional<Script> parse_script(std::string_view text, const Vocabulary& words,
                                   ScriptError* error) {
    try {
        return Parser(tokenize(text), words).parse();
    } catch (const SyntaxError& e) {
        if (error) *error = e.error;
        return std::nullopt;
    }
}

}  // namespace stich::condition
