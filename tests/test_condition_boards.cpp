// A script's `dealer` and `vulnerable` (docs/conditions.md): the printed boards' dealer and
// [Vulnerable] as Debian's dealer prints them, par() taking them, and the games that cannot
// take them refusing them where they stand; the boards of `stich deal --html`'s page.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <regex>
#include <sstream>

#include <nlohmann/json.hpp>

#include "stich/bridge/condition_oracle.h"
#include "stich/condition/script.h"
#include "stich/game/registry.h"
#include "stich/io/pbn.h"
#include "stich/whist/records.h"
#include "subprocess.h"

using namespace stich;

namespace script_board_tests {

using condition::DealCards;

int64_t with_bridge_oracle(const std::string& script, const DealCards& deal) {
    condition::ScriptError e;
    const auto s = condition::parse_script(script, condition::compass_vocabulary(), &e);
    INFO(script << " -> " << e.line << ':' << e.column << ": " << e.message);
    REQUIRE(s);
    const auto oracle = bridge::make_condition_oracle("");
    return s->program.evaluate(*s->condition, deal, oracle.get());
}

TEST_CASE("par() takes the script's vulnerable and dealer") {
    // Each hand one whole suit (N spades, E hearts, S diamonds, W clubs): N-S's 7S is par,
    // 1510 not vulnerable, 2210 vulnerable (test_condition.cpp works it out).
    DealCards d{};
    d[0] = *parse_hand("AKQJT98765432...");
    d[1] = *parse_hand(".AKQJT98765432..");
    d[2] = *parse_hand("..AKQJT98765432.");
    d[3] = *parse_hand("...AKQJT98765432");
    CHECK(with_bridge_oracle("condition par()", d) == 1510);  // dealer's default: none
    CHECK(with_bridge_oracle("vulnerable NS condition par()", d) == 2210);
    CHECK(with_bridge_oracle("condition par() vulnerable all", d) == 2210);  // read anywhere
    CHECK(with_bridge_oracle("vulnerable EW condition par(east)", d) == 1510);
    CHECK(with_bridge_oracle("vulnerable NS condition par(none)", d) == 1510);  // as written
    CHECK(with_bridge_oracle("vulnerable NS vulnerable none condition par()", d) == 1510);
    condition::ScriptError e;
    CHECK_FALSE(
        condition::parse_script("condition par(nsew)", condition::compass_vocabulary(), &e));
    CHECK(e.column == 15);
    CHECK(e.message.find("vulnerable") != std::string::npos);
}

// The values of one tag in a PBN text, board by board.
std::vector<std::string> tag_values(const std::string& pbn, const std::string& tag) {
    std::vector<std::string> out;
    const std::regex line("\\[" + tag + " \"([^\"]*)\"\\]");
    for (auto it = std::sregex_iterator(pbn.begin(), pbn.end(), line); it != std::sregex_iterator();
         ++it)
        out.push_back((*it)[1]);
    return out;
}

TEST_CASE("dealer and vulnerable set every printed board's, as Debian's dealer prints them") {
    using test::run_stich;
    const test::TempDir dir;
    const std::string script = dir.write("east.dl", R"(generate 1000
produce 3
dealer east
vulnerable NS
condition hcp(north) >= 12
action printpbn
)");
    const auto ours = run_stich({"deal", "-s", "9", script});
    REQUIRE(ours.exit_code == 0);
    CHECK(tag_values(ours.out, "Dealer") == std::vector<std::string>(3, "E"));
    CHECK(tag_values(ours.out, "Vulnerable") == std::vector<std::string>(3, "NS"));
    // The whist board's turned card is the dealer's.
    const ReadResult read =
        read_boards_from_string(ours.out, "<deal>", game::standard_games().record_tags());
    REQUIRE(read.boards.size() == 3);
    for (const Board& b : read.boards) {
        const auto turned = whist::turned_card(b);
        REQUIRE(turned);
        CHECK(b.hands[1].contains(*turned));
        CHECK(b.trump == Strain(turned->suit()));
    }
    const auto json = run_stich({"deal", "-s", "9", "--json", script});
    CHECK(test::occurrences(json.out, R"("dealer":"E")") == 3);
    CHECK(test::occurrences(json.out, R"("vulnerable":"NS")") == 3);
    // Without them, bridge's rotation and no vulnerability, as before.
    const std::string plain = dir.write("plain.dl", "produce 3 action printpbn\n");
    const auto rotated = run_stich({"deal", "-s", "9", plain});
    CHECK(tag_values(rotated.out, "Dealer") == std::vector<std::string>{"N", "E", "S"});
    CHECK(tag_values(rotated.out, "Vulnerable") == std::vector<std::string>(3, "None"));

    // Debian's dealer, where installed, prints the same tags for the same script.
    for (const char* path : {"/usr/games/dealer", "/usr/bin/dealer"}) {
        if (!std::filesystem::exists(path)) continue;
        const std::string out = dir.path("dealer.out").string();
        const std::string command = std::string(path) + " -s 9 " + script + " > " + out;
        REQUIRE(std::system(command.c_str()) == 0);
        std::ifstream in(out);
        const std::string theirs((std::istreambuf_iterator<char>(in)),
                                 std::istreambuf_iterator<char>());
        CHECK(tag_values(theirs, "Dealer") == tag_values(ours.out, "Dealer"));
        CHECK(tag_values(theirs, "Vulnerable") == tag_values(ours.out, "Vulnerable"));
        break;
    }
}

TEST_CASE("a game whose last seat deals, or without N-S and E-W, refuses them where they stand") {
    using test::run_stich;
    const test::TempDir dir;
    const auto seat1 =
        run_stich({"deal", "-g", "preference", dir.write("s1.dl", "produce 1\n  dealer seat1\n")});
    CHECK(seat1.exit_code == 2);
    CHECK(seat1.err.find("s1.dl:2:10: in preference seat3 deals") != std::string::npos);
    const auto seat3 = run_stich({"deal", "-g", "preference",
                                  dir.write("s3.dl", "produce 1 dealer seat3 action printall\n")});
    CHECK(seat3.exit_code == 0);
    const auto vul = run_stich({"deal", "-g", "alliance", "--players", "5",
                                dir.write("v.dl", "produce 1\nvulnerable NS\n")});
    CHECK(vul.exit_code == 2);
    CHECK(vul.err.find("v.dl:2:12: alliance has no vulnerability") != std::string::npos);
}

// The text of a page's section `id` with its tags taken out.
std::string page_section_text(const std::string& page, const std::string& id) {
    const auto begin = page.find("id=\"" + id + "\"");
    if (begin == std::string::npos) return "";
    const auto end = page.find("</section>", begin);
    std::string text;
    bool tag = false;
    for (size_t i = begin; i < end; ++i) {
        if (page[i] == '<') tag = true;
        if (!tag) text += page[i];
        if (page[i] == '>') tag = false;
    }
    return text;
}

// One seat's hand as the page's diagram writes it: each suit's symbol (as a character
// reference), then its cards from the ace down (10 for the ten), or a dash.
std::string hand_on_page(const std::string& json_hand) {
    static const char* const kSymbols[] = {"&#9824;", "&#9829;", "&#9830;", "&#9827;"};
    std::string out;
    size_t suit = 0, at = 0;
    const std::string hand = json_hand + ".";
    for (size_t i = 0; i < hand.size(); ++i) {
        if (hand[i] != '.') continue;
        const std::string cards = hand.substr(at, i - at);
        out += kSymbols[suit++];
        for (char c : cards) out += c == 'T' ? std::string("10") : std::string(1, c);
        if (cards.empty()) out += "&mdash;";
        at = i + 1;
    }
    return out;
}

TEST_CASE("stich deal --html draws the first deals produced as hand diagrams") {
    // The same run as JSON Lines gives the deals; each is a section of the page, its hands
    // in the diagram as dealt.  --html-deals caps them.
    const test::TempDir dir;
    for (const std::string game : {"whist", "preference"}) {
        const std::string condition =
            game == "whist" ? "hcp(north) >= 15" : "spades(seat1) >= 3 && aces(talon) == 0";
        const std::string page = dir.path(game + ".html").string();
        const auto run = test::run_stich({"deal", "-g", game, "-s", "9", "-n", "5", "--json",
                                          "--html", page, "--html-deals", "3", "-c", condition});
        REQUIRE(run.exit_code == 0);
        std::ifstream in(page);
        const std::string html((std::istreambuf_iterator<char>(in)), {});
        std::istringstream lines(run.out);
        std::string line;
        int drawn = 0;
        for (int k = 1; std::getline(lines, line); ++k) {
            const auto deal = nlohmann::ordered_json::parse(line);  // the seats in order
            // Section 1 is the statistics; deal k is section k + 1.
            const std::string text = page_section_text(html, "board-" + std::to_string(k + 1));
            INFO(game << " deal " << k << ": " << text);
            if (k > 3) {
                CHECK(text.empty());
                continue;
            }
            CHECK(text.find("Deal " + std::to_string(k)) != std::string::npos);
            size_t from = 0;
            for (auto hand = deal["hands"].begin(); hand != deal["hands"].end(); ++hand) {
                const std::string seat = hand.key();
                const std::string shown = hand_on_page(hand.value().get<std::string>());
                const auto at = text.find(shown, from);
                CHECK_MESSAGE(at != std::string::npos, "seat " << seat << ": " << shown);
                if (at != std::string::npos) from = at;
            }
            ++drawn;
        }
        CHECK(drawn == 3);
        if (game == "preference") CHECK(html.find("Talon:") != std::string::npos);
    }
    const auto alone = test::run_stich({"deal", "-c", "hcp(north) > 5", "--html-deals", "2"});
    CHECK(alone.exit_code == 2);
    CHECK(alone.err.find("--html-deals goes with --html") != std::string::npos);
}

}  // namespace script_board_tests
