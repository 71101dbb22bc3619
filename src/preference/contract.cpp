#include "stich/preference/contract.h"

#include <algorithm>
#include <cctype>

#include "stich/io/spelling.h"

namespace stich::preference {

namespace {

std::string lower(std::string_view text) {
    std::string out;
    for (char c : text) out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// The premium games by name, in the order of their numbers 5-8.
struct PremiumName {
    std::string_view name;
    GameType type;
    std::string_view title;
};
constexpr PremiumName kPremiumNames[] = {
    {"Bettler", GameType::kBettler, "Bettler"},
    {"Mord", GameType::kMord, "Mord"},
    {"Plauderer", GameType::kPlauderer, "Plauderer aufgedeckt"},
    {"MordOffen", GameType::kMordOffen, "Mord aufgedeckt"},
};

constexpr std::string_view kSuitTitles[kSuits] = {"spades", "hearts", "diamonds", "clubs"};

const PremiumName& premium_name(GameType type) {
    return *std::find_if(std::begin(kPremiumNames), std::end(kPremiumNames),
                         [&](const PremiumName& p) { return p.type == type; });
}

// The game's own words, "G1", "Geschaeft 1", "Mord hand" (parse_contract reads the titles
// around them).
std::optional<Contract> parse_words(std::string_view text, std::string_view shown,
                                    std::string* error) {
    // Words separated by blanks: the game, then "hand" for 5-8 from the hand.
    std::vector<std::string> words;
    std::string word;
    // stich's own spelling of a business game, as its output writes it ("Geschaeft 1"; the
    // umlaut is "ae" by now, plain_words): read as G1.
    std::string spelled = lower(text);
    if (spelled.starts_with("geschaeft")) {
        const size_t number = spelled.find_first_not_of(" \t", 9);
        spelled = "g" + (number == std::string::npos ? std::string() : spelled.substr(number));
    }
    for (char c : spelled + ' ') {
        if (c == ' ' || c == '\t') {
            if (!word.empty()) words.push_back(lower(word));
            word.clear();
        } else {
            word += c;
        }
    }
    auto fail = [&](std::string message) -> std::optional<Contract> {
        if (error) *error = std::move(message);
        return std::nullopt;
    };
    const std::string expected =
        "expected 1 2 3 4 G1 G2 G3 Herz Bettler Mord Plauderer MordOffen (or 5 6 7 8; with "
        "' hand' for a premium game from the hand) or Ausfechten";
    if (words.empty() || words.size() > 2)
        return fail("bad contract '" + std::string(shown) + "': " + expected);
    const bool hand = words.size() == 2;
    if (hand && words[1] != "hand")
        return fail("bad contract '" + std::string(shown) + "': the only suffix is ' hand'");
    const std::string& w = words[0];
    Contract c;
    if (w.size() == 1 && w[0] >= '1' && w[0] <= '4') {
        c.type = GameType::kTalon;
        c.trump = suit_of_number(w[0] - '0');
    } else if (w.size() == 2 && w[0] == 'g' && w[1] >= '1' && w[1] <= '3') {
        c.type = GameType::kBusiness;
        c.trump = suit_of_number(w[1] - '0');
    } else if (w == "herz") {
        c.type = GameType::kHerz;
        c.trump = kHearts;
    } else if (w == "ausfechten") {
        c.type = GameType::kAusfechten;
    } else {
        const auto it = std::find_if(std::begin(kPremiumNames), std::end(kPremiumNames),
                                     [&](const PremiumName& p) { return lower(p.name) == w; });
        if (it == std::end(kPremiumNames))
            return fail("unknown contract '" + std::string(shown) + "': " + expected);
        c.type = it->type;
        c.from_hand = hand;
    }
    if (hand && !premium_game(c))
        return fail("bad contract '" + std::string(shown) +
                    "': only the premium games Bettler, Mord, Plauderer and MordOffen are "
                    "announced 'hand'");
    return c;
}

// The text in lower case, "ä" written "ae" and blanks made single: contract_title's words
// compare so with what a person copies from the output.
std::string plain_words(std::string_view text) {
    std::string out;
    for (char c : io::plain_spelling(text)) {
        if (c == '\t') c = ' ';
        if (c == ' ' && (out.empty() || out.back() == ' ')) continue;
        out += c;
    }
    if (!out.empty() && out.back() == ' ') out.pop_back();
    return out;
}

// `text` with `phrase` replaced by `by` where it stands as whole words.
std::string replaced(std::string text, std::string_view phrase, std::string_view by) {
    const size_t at = text.find(phrase);
    if (at == std::string::npos) return text;
    const size_t end = at + phrase.size();
    if ((at > 0 && text[at - 1] != ' ') || (end < text.size() && text[end] != ' ')) return text;
    return text.replace(at, phrase.size(), by);
}

}  // namespace

std::optional<Contract> parse_contract(std::string_view text, std::string* error) {
    // Every title contract_title writes reads back to its game: "Mord aufgedeckt from the
    // hand", "Plauderer aufgedeckt with the talon", "Geschaeft 1 (clubs)", "1 (clubs, talon)",
    // "Herz (hearts, no talon)".  A note in brackets, or "with the talon", must be the
    // game's own: "1 (hearts, talon)" names two trumps, "Mord hand with the talon" two ways
    // to play, and each is refused.
    std::string words = plain_words(text);
    std::string note;
    if (const size_t open = words.find(" ("); open != std::string::npos && words.back() == ')') {
        note = words.substr(open + 1);
        words.erase(open);
    }
    words = replaced(words, "plauderer aufgedeckt", "plauderer");
    words = replaced(words, "mord aufgedeckt", "mordoffen");
    words = replaced(words, "from the hand", "hand");
    constexpr std::string_view kTalon = " with the talon";
    if (words.size() > kTalon.size() && words.ends_with(kTalon)) {
        note = std::string(kTalon.substr(1)) + (note.empty() ? "" : " " + note);
        words.erase(words.size() - kTalon.size());
    }
    // The premium games by number, as the text table heads them: "5" Bettler, "6h" or "6
    // hand" Mord from the hand.
    if (!words.empty() && words[0] >= '5' && words[0] <= '8') {
        const std::string rest = words.substr(1);
        const std::string name = lower(kPremiumNames[static_cast<size_t>(words[0] - '5')].name);
        if (rest.empty() || rest.starts_with(" ")) words = name + rest;
        if (rest == "h") words = name + " hand";
    }
    std::string why;
    const auto c = parse_words(words, text, &why);
    if (c && (note.empty() || plain_words(contract_title(*c)).ends_with(" " + note))) return c;
    if (error)
        *error = c ? "bad contract '" + std::string(text) + "': '" + note + "' is not said of " +
                         contract_name(*c) + " (" + contract_title(*c) + ")"
                   : why;
    return std::nullopt;
}

int suit_number(Suit s) {
    switch (s) {
        case kClubs:
            return 1;
        case kSpades:
            return 2;
        case kDiamonds:
            return 3;
        case kHearts:
            return 4;
    }
    return 0;
}

Suit suit_of_number(int number) {
    constexpr Suit kBySuitNumber[] = {kClubs, kSpades, kDiamonds, kHearts};
    return kBySuitNumber[number - 1];
}

std::string contract_name(const Contract& c) {
    switch (c.type) {
        case GameType::kTalon:
            return std::to_string(suit_number(c.trump));
        case GameType::kBusiness:
            return "G" + std::to_string(suit_number(c.trump));
        case GameType::kHerz:
            return "Herz";
        case GameType::kAusfechten:
            return "Ausfechten";
        default:
            break;
    }
    return std::string(premium_name(c.type).name) + (c.from_hand ? " hand" : "");
}

std::string contract_short_name(const Contract& c) {
    if (!premium_game(c)) return contract_name(c);
    const int number = 5 + static_cast<int>(c.type) - static_cast<int>(GameType::kBettler);
    return std::to_string(number) + (c.from_hand ? "h" : "");
}

std::string contract_title(const Contract& c) {
    switch (c.type) {
        case GameType::kTalon:
            return contract_name(c) + " (" + std::string(kSuitTitles[c.trump]) + ", talon)";
        case GameType::kBusiness:
            return "Geschaeft " + std::to_string(suit_number(c.trump)) + " (" +
                   std::string(kSuitTitles[c.trump]) + ")";
        case GameType::kHerz:
            return "Herz (hearts, no talon)";
        case GameType::kAusfechten:
            return "Ausfechten (all passed)";
        default:
            break;
    }
    return std::string(premium_name(c.type).title) +
           (c.from_hand ? " from the hand" : " with the talon");
}

Strain trump_of(const Contract& c) {
    switch (c.type) {
        case GameType::kTalon:
        case GameType::kBusiness:
        case GameType::kHerz:
            return Strain(c.trump);
        default:
            return kNoTrump;
    }
}

Aim aim_of(const Contract& c) {
    switch (c.type) {
        case GameType::kBettler:
        case GameType::kPlauderer:
            return Aim::kNoTrick;
        case GameType::kMord:
        case GameType::kMordOffen:
            return Aim::kAllTricks;
        case GameType::kAusfechten:
            return Aim::kFewest;
        default:
            return Aim::kSixTricks;
    }
}

bool uses_talon(const Contract& c) {
    return c.type == GameType::kTalon || (premium_game(c) && !c.from_hand);
}

bool premium_game(const Contract& c) {
    return c.type == GameType::kBettler || c.type == GameType::kMord ||
           c.type == GameType::kPlauderer || c.type == GameType::kMordOffen;
}

bool pays_premium(const Contract& c) {
    return premium_game(c) || c.type == GameType::kHerz;
}

bool duck_game(const Contract& c) {
    return aim_of(c) == Aim::kSixTricks;
}

bool open_game(const Contract& c) {
    return c.type == GameType::kPlauderer || c.type == GameType::kMordOffen;
}

int game_rank(const Contract& c) {
    // 1-4: 1..4; Geschäft 1-3: 5..7; Herz and Bettler: 8; then each premium game, its form
    // from the hand one above it (Bettler hand 9, Mord 10, Mord hand 11, ...).
    switch (c.type) {
        case GameType::kTalon:
            return suit_number(c.trump);
        case GameType::kBusiness:
            return 4 + suit_number(c.trump);
        case GameType::kHerz:
            return 8;
        case GameType::kAusfechten:
            return 0;
        default:
            break;
    }
    const int number = static_cast<int>(c.type) - static_cast<int>(GameType::kBettler);
    return 8 + 2 * number + (c.from_hand ? 1 : 0);
}

const std::vector<Contract>& all_games() {
    static const std::vector<Contract> games = [] {
        std::vector<Contract> out;
        for (int n = 1; n <= 4; ++n) out.push_back({GameType::kTalon, suit_of_number(n), false});
        for (int n = 1; n <= 3; ++n) out.push_back({GameType::kBusiness, suit_of_number(n), false});
        out.push_back({GameType::kHerz, kHearts, false});
        for (const PremiumName& p : kPremiumNames)
            for (bool hand : {false, true}) out.push_back({p.type, kClubs, hand});
        std::stable_sort(out.begin(), out.end(), [](const Contract& a, const Contract& b) {
            return game_rank(a) < game_rank(b);
        });
        return out;
    }();
    return games;
}

std::vector<Contract> nameable_games(const Contract& bid) {
    std::vector<Contract> out;
    for (int n = suit_number(bid.trump); n <= 4; ++n)
        out.push_back({GameType::kTalon, suit_of_number(n), false});
    for (const PremiumName& p : kPremiumNames) out.push_back({p.type, kClubs, false});
    return out;
}

}  // namespace stich::preference
