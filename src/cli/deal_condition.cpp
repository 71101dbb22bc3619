#include "deal_condition.h"

#include <cctype>
#include <fstream>
#include <iostream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "common.h"
#include "html_report.h"
#include "stich/app/deal_script.h"
#include "stich/condition/deal_oracle.h"
#include "stich/condition/tally.h"
#include "stich/game/module.h"
#include "stich/io/pbn_export.h"
#include "stich/support/json_text.h"

namespace stich::cli {

namespace {

// The script's text: the file's, or the --condition expression with the --give, --length
// and --hcp constraints after it.  `offset` is what precedes the expression on its line, so
// that an error's column is the user's.
std::optional<std::string> script_text(const ConditionRequest& r, std::string& source,
                                       int& offset) {
    std::string text;
    offset = 0;
    if (!r.script_file.empty()) {
        source = r.script_file;
        std::stringstream buffer;
        if (r.script_file == "-") {
            buffer << std::cin.rdbuf();
        } else {
            std::ifstream in(r.script_file, std::ios::binary);
            if (!in) return std::nullopt;
            buffer << in.rdbuf();
        }
        text = buffer.str();
    } else {
        source = "--condition";
        const std::string head = "condition (";
        offset = static_cast<int>(head.size());
        text = head + (r.condition.empty() ? "1" : r.condition) + ")";
        for (const std::string& c : r.conditions) text += " && (" + c + ")";
    }
    for (const std::string& line : r.predeal) text += "\n" + line;
    return text;
}

// --html with --condition: what the page charts, as the language's own frequency actions
// (after the user's text, so that its columns stay the user's): each seat's points and the
// length of each of its suits.
std::string seat_frequencies(const condition::Vocabulary& words, int hand_size) {
    static constexpr const char* kSuitWords[] = {"spades", "hearts", "diamonds", "clubs"};
    std::string out = "\naction";
    const char* separator = " ";
    for (int p = 0; p < words.seats; ++p) {
        const std::string& seat = words.slot_words[static_cast<size_t>(p)].front();
        out +=
            separator + std::string("frequency \"hcp(") + seat + ")\" (hcp(" + seat + "), 0, 40)";
        separator = ", ";
        for (const char* suit : kSuitWords)
            out += std::string(", frequency \"") + suit + "(" + seat + ")\" (" + suit + "(" + seat +
                   "), 0, " + std::to_string(hand_size) + ")";
    }
    return out + '\n';
}

}  // namespace

nlohmann::ordered_json deal_json(const game::GameModule& game, const Board& b) {
    nlohmann::ordered_json j;
    j["board"] = b.id;
    j["game"] = game_name(b.game);
    j["players"] = b.players;
    j["dealer"] = game.seats().label(b.dealer);
    nlohmann::ordered_json hands = nlohmann::ordered_json::object();
    for (int p = 0; p < b.players; ++p) hands[game.seats().label(p)] = format_hand(b.hands[p]);
    j["hands"] = hands;
    if (const TagPair* v = b.tag("Vulnerable")) j["vulnerable"] = v->value;
    if (!b.variant.empty()) j["variant"] = b.variant;
    // The game's own tag that makes the trump, under its name in lower case ("turned").
    if (const auto trump = io::own_trump(b, game.record_tags())) {
        std::string key(trump->tag->name);
        for (char& c : key) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        j[key] = trump->value;
    }
    for (const io::OwnPile& pile : io::own_piles(b, game.record_tags()))
        if (!pile.cards.empty()) j[std::string(pile.name)] = pile.value;
    return j;
}

int run_condition(const game::GameModule& game, const TableLayout& layout,
                  const ConditionRequest& r) {
    const condition::Vocabulary words = table_vocabulary(game, layout);
    std::string source;
    int offset = 0;
    const auto text = script_text(r, source, offset);
    if (!text) {
        std::cerr << "stich deal: cannot read " << r.script_file << '\n';
        return kNoInput;
    }
    const bool page_only = r.html == "-";  // the page is the output
    const std::string full_text = !r.html.empty() && r.script_file.empty()
                                      ? *text + seat_frequencies(words, layout.hand_size)
                                      : *text;
    condition::ScriptError error;
    auto script = condition::parse_script(full_text, words, &error);
    if (!script) {
        const int column = error.line == 1 ? std::max(1, error.column - offset) : error.column;
        std::cerr << "stich deal: " << source << ':' << error.line << ':' << column << ": "
                  << error.message << '\n';
        return kUsage;
    }
    // dealer's `dealer` and `vulnerable` give every printed board its dealer and [Vulnerable]
    // (dealer's printpbn); par() takes them too.  A game whose last seat always deals keeps
    // him, and only a table of N-S and E-W has bridge's vulnerability.
    auto refuse = [&](const condition::ScriptPlace& at, const std::string& why) {
        std::cerr << "stich deal: " << source << ':' << at.line << ':'
                  << (at.line == 1 ? std::max(1, at.column - offset) : at.column) << ": " << why
                  << '\n';
        return kUsage;
    };
    if (script->dealer && !script_dealer_fits(game, layout, *script->dealer))
        return refuse(script->dealer_at, "in " + std::string(game.name()) + " seat" +
                                             game.seats().label(layout.players - 1) +
                                             " deals: a script cannot name another dealer");
    if (!script->vulnerable.empty() && !game.seats().compass())
        return refuse(
            script->vulnerable_at,
            std::string(game.name()) + " has no vulnerability (N-S and E-W are bridge's)");
    const bool streaming = r.script_file.empty();  // --condition: the deals are the output
    ScriptRun run;
    run.seed = r.seed;
    run.threads = r.threads;
    run.direct = !r.rejection;
    if (r.generate) run.generate = r.generate;
    if (streaming) {
        run.produce = r.count.value_or(1);
        script->generate.reset();
        script->produce.reset();
    } else if (r.count) {
        script->produce = r.count;
    }
    if (r.generate) script->generate = r.generate;
    if (script->program.uses_oracle()) {
        // A variant the game knows but not at this table (an Alliance of other players).
        const Board table = condition::dealt_table(layout.players, r.variant);
        const game::ConditionCapability* conditions = game.conditions();
        if (!conditions || !conditions->oracle(table)) {
            std::cerr << "stich deal: --variant: " << game.name() << " has no double dummy under "
                      << r.variant << " at " << layout.players << " players\n";
            return kUsage;
        }
        run.oracle = [conditions, table] { return conditions->oracle(table); };
    }
    condition::Tally tally(*script);
    run.tally = &tally;
    // The deals' output is made on the workers (run.format): this thread calls back only for
    // the deals the page draws, and writes the others' bytes in order.
    run.deals_wanted = r.html.empty() ? 0 : r.html_deals;
    std::string run_error;
    uint64_t number = 0;  // of the deals called back for
    auto board_of = [&](const condition::DealCards& cards, uint64_t index, uint64_t n) {
        Board b = script_board(game, layout, cards, r.seed, index, n, script->dealer);
        b.variant = r.variant;
        if (!script->vulnerable.empty())
            b.tags.push_back(TagPair{"Vulnerable", script->vulnerable, {}, {}});
        return b;
    };
    // The page's deals: the first produced, drawn as the other pages draw a board's hands.
    std::vector<report::HtmlBoard> page_deals;
    auto keep_for_page = [&](const condition::DealCards& cards, uint64_t index) {
        if (r.html.empty() || page_deals.size() >= r.html_deals) return;
        report::HtmlBoard deal;
        deal.board = board_of(cards, index, number);
        deal.seats = game.seats();
        deal.own = game.record_tags();
        deal.title = "Deal " + std::to_string(number);
        page_deals.push_back(std::move(deal));
    };
    // A board as PBN, the export header before the first; the game's own tags at their place.
    std::vector<io::GameRecords> own_tags;
    if (const io::GameRecords* own = game.record_tags()) own_tags.push_back(*own);
    auto pbn = [&](std::string& out, const Board& b, uint64_t n) {
        std::ostringstream text;
        if (n == 1) write_export_header(text, r.command);
        write_export_board(text, b, own_tags);
        out += text.str();
    };
    const bool prints = !page_only && (streaming || (r.format != Format::kCsv && script->prints()));
    if (prints) {
        // On a worker thread: what it reads is not changed while the run lasts.
        run.format = [&](std::string& out, uint64_t n, uint64_t index,
                         const condition::DealCards& cards, condition::Oracle* oracle) {
            if (streaming) {
                const Board b = board_of(cards, index, n);
                if (r.format == Format::kJson)
                    out += json_text(deal_json(game, b)) + '\n';
                else
                    pbn(out, b, n);
                return;
            }
            for (const condition::Action& a : script->actions) {
                if (!a.prints()) continue;
                if (r.format == Format::kJson) {
                    out += json_text(deal_json(game, board_of(cards, index, n))) + '\n';
                    break;  // a deal is one line, whatever prints it
                }
                if (a.kind == condition::Action::Kind::kPrintPbn)
                    pbn(out, board_of(cards, index, n), n);
                else
                    out += condition::deal_text(script->program, a, words, cards, n, oracle);
            }
        };
        run.write = [](std::string_view bytes) {
            std::cout << bytes;
            check_output(std::cout);  // a closed pipe ends a long run at once
        };
    }
    const auto outcome = run_script(
        *script, layout, run,
        [&](uint64_t index, const condition::DealCards& cards, const int64_t*) {
            ++number;
            keep_for_page(cards, index);
            return true;
        },
        &run_error);
    if (!outcome) {
        std::cerr << "stich deal: " << source << ": " << run_error << '\n';
        return kUsage;
    }
    // The page: the statistics' values as `--json` gives them, drawn (report/html/deal_page).
    nlohmann::ordered_json stats;
    stats["generated"] = outcome->generated;
    stats["produced"] = outcome->produced;
    stats["seed"] = r.seed;
    stats["actions"] = tally.json();
    if (!r.html.empty()) {
        report::HtmlBoard section;
        section.title = "Statistics";
        section.data = stats;
        const std::string name = streaming ? "--condition " + r.condition : source;
        std::vector<report::HtmlBoard> sections = {section};
        for (auto& deal : page_deals) sections.push_back(std::move(deal));
        if (!write_html_page(r.html, report::render_page(report::PageKind::kDeal,
                                                         "stich deal: " + name, sections)))
            return kSomeBoardsFailed;
    }
    if (streaming) {
        if (r.format == Format::kJson && !r.seed_given)
            std::cerr << "stich deal: --seed " << r.seed << '\n';
        if (outcome->produced < run.produce.value_or(1)) {
            std::cerr << "stich deal: " << outcome->produced << " of " << *run.produce
                      << " deals met the condition in " << outcome->generated << " tried\n";
            return kSomeBoardsFailed;
        }
        return kOk;
    }
    if (page_only) {
        // nothing else on standard output
    } else if (r.format == Format::kJson) {
        std::cout << json_text(stats) << '\n';
    } else if (r.format == Format::kCsv) {
        std::cout << tally.csv();
    } else {
        std::cout << tally.text() << "Generated " << outcome->generated << " hands\nProduced "
                  << outcome->produced << " hands\nInitial random seed " << r.seed << '\n';
    }
    check_output(std::cout);
    if (outcome->produced == 0) {
        std::cerr << "stich deal: no deal met the condition in " << outcome->generated
                  << " tried\n";
        return kSomeBoardsFailed;
    }
    return kOk;
}

}  // namespace stich::cli
