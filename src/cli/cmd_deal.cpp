// stich deal: random deals as hand records, for studies and tests.
#include <array>
#include <cctype>
#include <iostream>
#include <random>
#include <utility>

#include <nlohmann/json.hpp>

#include "commands.h"
#include "common.h"
#include "deal_condition.h"
#include "stich/app/deal_generator.h"
#include "stich/app/deal_script.h"
#include "stich/io/pbn_export.h"
#include "stich/support/json_text.h"
#include "variant_override.h"

namespace stich::cli {

namespace {

struct DealOptions {
    std::string game = "whist";
    int players = 0;
    uint64_t count = 1;
    std::optional<uint64_t> seed;  // none: a fresh one, printed in the header
    uint64_t first = 1;            // number of the first board (to make one slice of a run)
    std::vector<std::string> give, length, hcp;
    bool json = false;
    bool csv = false;
    // The dealing language (docs/conditions.md): a script, or one condition.
    std::string script;
    std::optional<std::string> condition;
    uint64_t generate = 0;
    int threads = 1;
    bool count_given = false;
    bool rejection = false;  // no direct dealing of a rare shape (to compare, to measure)
    std::string html;        // --html PATH: the run's statistics as a page with charts
    std::optional<uint64_t> html_deals;  // --html-deals N: the deals drawn on the page
    std::string variant;  // --variant: the game's rules for tricks(), and every board's [Variant]
};

// "MIN-MAX" or "N".
bool parse_range(const std::string& text, std::pair<int, int>& out) {
    const auto dash = text.find('-');
    try {
        size_t used = 0;
        if (dash == std::string::npos) {
            out.first = out.second = std::stoi(text, &used);
            return used == text.size();
        }
        out.first = std::stoi(text.substr(0, dash), &used);
        if (used != dash) return false;
        out.second = std::stoi(text.substr(dash + 1), &used);
        return used == text.size() - dash - 1 && out.first <= out.second;
    } catch (const std::exception&) {
        return false;
    }
}

// Cards as a hand "AK.Q.." (spades to clubs), the same with each suit's letter before its
// cards "SAK.HQ.." (any order), or a list "SA SK HQ"; the first character that cannot be read
// is named, with its column in `text` (from 1), through `error`.
std::optional<CardSet> parse_cards(const std::string& text, std::string& error) {
    const auto bad = [&](size_t at, const std::string& why) -> std::optional<CardSet> {
        error = why + " at column " + std::to_string(at + 1);
        return std::nullopt;
    };
    CardSet out;
    const auto add = [&out](Card c) {
        if (out.contains(c)) return false;
        out |= c;
        return true;
    };
    if (text.find('.') == std::string::npos) {  // a list of cards
        for (size_t start = 0; start < text.size();) {
            size_t end = text.find_first_of(" ,", start);
            if (end == std::string::npos) end = text.size();
            if (end > start) {
                const auto c = parse_card(text.substr(start, end - start));
                if (!c) return bad(start, "'" + text.substr(start, end - start) + "' is no card");
                if (!add(*c)) return bad(start, text.substr(start, end - start) + " twice");
            }
            start = end + 1;
        }
        return out;
    }
    // A hand: four suits between dots, each its faces, maybe after its suit's letter.
    int part = 0;
    bool lettered = false, positional = false;
    std::array<bool, kSuits> named{};
    for (size_t at = 0; at <= text.size(); ++part) {
        size_t end = text.find('.', at);
        if (end == std::string::npos) end = text.size();
        if (part >= kSuits) return bad(at - 1, "more than four suits");
        Suit suit = Suit(part);
        size_t k = at;
        if (k < end) {
            const auto letter = parse_suit(text[k]);
            if (letter && !positional) {
                lettered = true;
                suit = *letter;
                ++k;
            } else if (lettered) {
                return bad(k, "a suit's letter (S, H, D or C) expected");
            } else {
                positional = true;
            }
            if (named[static_cast<size_t>(suit)])
                return bad(at, "the suit " + std::string(1, text[at]) + " named twice");
            named[static_cast<size_t>(suit)] = true;
        }
        while (k < end) {
            size_t used = 0;
            const auto face = parse_face(std::string_view(text).substr(k, end - k), &used);
            if (!face) return bad(k, "'" + std::string(1, text[k]) + "' is no card");
            if (!add(Card(suit, *face)))
                return bad(k,
                           kSuitChars[static_cast<size_t>(suit)] + text.substr(k, used) + " twice");
            k += used;
        }
        at = end + 1;
    }
    if (part != kSuits)
        return bad(text.size(), "four suits expected, " + std::to_string(part) + " given");
    return out;
}

// Parses "SEAT=VALUE"; reports a usage error through `error`.
bool split_seat(const game::GameModule& game, int players, const std::string& item, int& seat,
                std::string& value, std::string& error) {
    const auto eq = item.find('=');
    const auto named =
        eq == std::string::npos ? std::nullopt : game.seats().parse(item.substr(0, eq), players);
    if (!named) {
        error = "'" + item + "': expected SEAT=..., with SEAT " + game.seats().names(players);
        return false;
    }
    seat = *named;
    value = item.substr(eq + 1);
    return true;
}

// A word of the header's command, quoted for a shell when it needs to be.
std::string shell_word(const std::string& word) {
    if (!word.empty() && word.find_first_of(" \t'\"\\$`*?;&|<>()[]{}!#~") == std::string::npos)
        return word;
    std::string out = "'";
    for (char c : word) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

// The command that makes these deals again, whole: the header of the PBN output.
std::string command_line(const DealOptions& o, const std::string& game, int players,
                         uint64_t seed) {
    std::string line = "stich deal --game " + game + " --players " + std::to_string(players) +
                       " --seed " + std::to_string(seed) + " --count " + std::to_string(o.count) +
                       " --first " + std::to_string(o.first);
    for (const auto& [option, values] :
         {std::pair{"--give", &o.give}, {"--length", &o.length}, {"--hcp", &o.hcp}})
        for (const std::string& v : *values)
            line += std::string(" ") + option + " " + shell_word(v);
    if (o.condition) line += " --condition " + shell_word(*o.condition);
    if (!o.script.empty()) line += " --script " + shell_word(o.script);
    if (o.generate) line += " --generate " + std::to_string(o.generate);
    if (o.rejection) line += " --rejection";
    if (!o.variant.empty()) line += " --variant " + shell_word(o.variant);
    return line;
}

int run_deal(const game::GameRegistry& games, const DealOptions& o) {
    // Game names in any case, as stich writes them ("Whist") or not.
    std::string name = o.game;
    for (char& ch : name) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    const game::GameModule* game = games.find(name);
    std::string error;
    auto usage = [&](const std::string& why) {
        std::cerr << "stich deal: " << why << '\n';
        return kUsage;
    };
    if (!game) {
        std::string known;
        for (const auto& m : games.modules())
            known += (known.empty() ? "" : ", ") + std::string(m->name());
        return usage("unknown game '" + o.game + "' (" + known + ")");
    }
    const int players = o.players ? o.players : game->default_players();
    const auto layout = table_layout(*game, players, &error);
    if (!layout) return usage(error);
    // --variant as solve's: a text no game knows is refused with solve's message; here the
    // one game dealt must know it, since its deals carry it and its tricks() play by it.
    if (!o.variant.empty()) {
        if (!VariantOverride::make(games, o.variant, &error)) return usage("--variant: " + error);
        std::string why;
        if (!game->has_variant(o.variant, &why))
            return usage("--variant: " + o.variant + " is not a " + std::string(game->name()) +
                         " variant (" + why + ")");
    }

    const bool language = o.condition || !o.script.empty();
    if (o.condition && !o.script.empty())
        return usage("--condition and a script: write the condition in the script");
    if (!o.script.empty() && (!o.give.empty() || !o.length.empty() || !o.hcp.empty()))
        return usage("--give, --length and --hcp with a script: write them in the script");
    if (!language && (o.csv || o.generate || !o.html.empty()))
        return usage("--csv, --generate and --html go with a script or --condition");
    if (o.html_deals && o.html.empty()) return usage("--html-deals goes with --html");
    const condition::Vocabulary words = table_vocabulary(*game, *layout);
    ConditionRequest request;

    DealConstraints c;
    int seat = 0;
    std::string value;
    for (const std::string& item : o.give) {
        if (!split_seat(*game, players, item, seat, value, error)) return usage(error);
        std::string why;
        auto cards = parse_cards(value, why);
        if (!cards)
            return usage("--give '" + item + "': " + why + " of the cards (a hand AK.Q.. or " +
                         "SAK.HQ.., or a list SA SK)");
        c.given[seat] |= *cards;
        // The same cards as the language's predeal: SEAT Scards, Hcards, ...
        std::string line = "predeal " + words.slot_words[static_cast<size_t>(seat)].front();
        const char* separator = " ";
        for (int s = 0; s < kSuits; ++s) {
            if (cards->of_suit(Suit(s)).empty()) continue;
            line += separator + std::string(1, kSuitChars[static_cast<size_t>(s)]);
            for (int pos = kAce; pos >= 0; --pos)
                if (cards->contains(Card(Suit(s), pos)))
                    line += kFaceChars[static_cast<size_t>(pos)];
            separator = ", ";
        }
        request.predeal.push_back(line);
    }
    for (const std::string& item : o.length) {
        if (!split_seat(*game, players, item, seat, value, error)) return usage(error);
        const auto colon = value.find(':');
        const auto suit = colon == 1 ? parse_suit(value[0]) : std::nullopt;
        std::pair<int, int> range;
        if (!suit || !parse_range(value.substr(colon + 1), range))
            return usage("'" + item + "': expected SEAT=SUIT:MIN-MAX, e.g. N=S:5-7");
        c.length[seat][*suit] = range;
        static constexpr const char* kSuitWords[kSuits] = {"spades", "hearts", "diamonds", "clubs"};
        const std::string count = std::string(kSuitWords[*suit]) + "(" +
                                  words.slot_words[static_cast<size_t>(seat)].front() + ")";
        request.conditions.push_back(count + " >= " + std::to_string(range.first) + " && " + count +
                                     " <= " + std::to_string(range.second));
    }
    for (const std::string& item : o.hcp) {
        if (!split_seat(*game, players, item, seat, value, error)) return usage(error);
        std::pair<int, int> range;
        if (!parse_range(value, range))
            return usage("'" + item + "': expected SEAT=MIN-MAX, e.g. S=12-14");
        c.hcp[seat] = range;
        const std::string points =
            "hcp(" + words.slot_words[static_cast<size_t>(seat)].front() + ")";
        request.conditions.push_back(points + " >= " + std::to_string(range.first) + " && " +
                                     points + " <= " + std::to_string(range.second));
    }

    const uint64_t seed =
        o.seed ? *o.seed : (uint64_t{std::random_device{}()} << 32) ^ std::random_device{}();
    if (language) {
        request.script_file = o.script;
        request.condition = o.condition.value_or("");
        if (o.condition || o.count_given) request.count = o.count;
        request.seed = seed;
        request.seed_given = o.seed.has_value();
        request.threads = o.threads;
        request.generate = o.generate;
        request.rejection = o.rejection;
        request.html = o.html;
        if (o.html_deals) request.html_deals = *o.html_deals;
        request.format = o.json ? Format::kJson : o.csv ? Format::kCsv : Format::kText;
        request.variant = o.variant;
        request.command = command_line(o, name, players, seed);
        return run_condition(*game, *layout, request);
    }
    for (uint64_t i = 0; i < o.count; ++i) {
        auto board = generate_deal(*game, *layout, c, seed, o.first - 1 + i, &error);
        if (!board) {
            // Constraints no deal meets fail at the first board, before the header is out.
            std::cerr << "stich deal: " << error << '\n';
            return kSomeBoardsFailed;
        }
        board->variant = o.variant;
        // PBN's export format, so that strict importers take the deals (pbn_export.h).
        if (i == 0 && !o.json) write_export_header(std::cout, command_line(o, name, players, seed));
        // JSON Lines have no header: a fresh seed is told on stderr, to make them again.
        if (i == 0 && o.json && !o.seed) std::cerr << "stich deal: --seed " << seed << '\n';
        if (o.json)
            std::cout << json_text(deal_json(*game, *board)) << '\n';
        else
            write_export_board(std::cout, *board, game->record_tags());
        check_output(std::cout);  // a closed pipe ends a long run at once
    }
    return kOk;
}

}  // namespace

void register_deal(CLI::App& app, int& status, const game::GameRegistry& games) {
    auto o = std::make_shared<DealOptions>();
    CLI::App* cmd = app.add_subcommand("deal", "Random deals as hand records (reproducible)");
    cmd->add_option("--game,-g", o->game, "whist, preference or alliance");
    cmd->add_option("--players", o->players, "Players (Alliance: 4, 5 or 6)");
    cmd->add_option("--count,-n", o->count, "Number of deals")->check(CLI::Range(1, 100000000));
    cmd->add_option("--seed,-s", o->seed,
                    "Seed: the same seed gives the same deals (default: a fresh one, in the "
                    "header)");
    cmd->add_option("--first", o->first, "Number of the first board (a slice of a run)")
        ->check(CLI::PositiveNumber);
    cmd->add_option("--give", o->give, "SEAT=CARDS a seat must hold (AK.Q.., SAK.HQ.. or SA SK)");
    cmd->add_option("--length", o->length, "SEAT=SUIT:MIN-MAX suit length of a seat");
    cmd->add_option("--hcp", o->hcp, "SEAT=MIN-MAX high-card points (A4 K3 Q2 J1)");
    cmd->add_flag("--json", o->json, "One JSON object per deal instead of PBN");
    cmd->add_option("script", o->script,
                    "A script of the dealing language (dealer's; docs/conditions.md); - reads "
                    "standard input");
    cmd->add_option("--script", o->script, "The same, as an option");
    cmd->add_option("--condition,-c", o->condition,
                    "Only deals where EXPR holds (e.g. 'hcp(north) >= 15 && spades(north) >= 5')");
    cmd->add_option("--generate", o->generate,
                    "With a condition: deals to try at most (default 10000000)");
    cmd->add_flag("--csv", o->csv, "A script's statistics as CSV");
    cmd->add_option("--html", o->html,
                    "The run's statistics as a page with charts: a script's averages and "
                    "frequencies; with --condition, each seat's points and suit lengths (- : "
                    "standard output, the page alone)");
    cmd->add_option("--html-deals", o->html_deals,
                    "The page's hand diagrams: the first N deals produced (default 20; 0: none)");
    cmd->add_option("--variant", o->variant,
                    "The game's rule variant: tricks() in a condition plays by it, and every "
                    "deal records it as [Variant] (e.g. russian, with --game preference)");
    cmd->add_flag("--rejection", o->rejection,
                  "Deal every deal plainly and reject, never a rare shape directly");
    cmd->add_option("--threads,-t", o->threads, "Worker threads for a condition (default 1)")
        ->check(CLI::Range(1, 1024));
    cmd->callback([o, cmd, &status, &games] {
        o->count_given = cmd->count("--count") > 0;
        status = run_deal(games, *o);
    });
}

}  // namespace stich::cli
