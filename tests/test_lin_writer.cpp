// LIN written by stich (io/lin_writer.h) read back by stich's LIN reader: every board of the
// bridge files (BBO, BridgeComposer, Deep Finesse, a tournament's several tables) comes back
// with the same deal, dealer, vulnerability, names, room, contract, declarer, result, auction
// with its alerts and notes, and play; the handviewer link holds the same LIN.  Hand-checked
// values pin the LIN itself: BBO's seat order S W N E, its dealer digit, sv| letters.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "stich/io/auction.h"
#include "stich/io/board_reader.h"
#include "stich/io/lin.h"
#include "stich/io/lin_writer.h"
#include "stich/io/pbn.h"

using namespace stich;

namespace {

const std::string kLinWriterData = std::string(STICH_TEST_DATA) + "/bridge/";

std::string lin_writer_tag(const Board& board, const char* name) {
    const TagPair* tag = board.tag(name);
    return tag ? tag->value : "";
}

// A file of either format, read whole.
ReadResult lin_writer_read(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return read_any_from_string(text.str(), path);
}

// [Vulnerable] as the LIN reader writes it back: "Both" is "All".
std::string lin_writer_vulnerable(const Board& board) {
    const std::string v = lin_writer_tag(board, "Vulnerable");
    return v == "Both" ? "All" : v;
}

std::vector<std::string> lin_writer_calls(const Board& board) {
    std::vector<std::string> out;
    if (const auto auction = io::auction_of(board))
        for (const io::AuctionCall& call : auction->calls)
            out.push_back(call.text + (call.alert || !call.note.empty() ? "!" : "") +
                          (call.note.empty() || call.note == "alert" ? "" : "(" + call.note + ")"));
    return out;
}

std::vector<Card> lin_writer_cards(const Board& board) {
    std::vector<Card> out;
    for (const PlayedTrick& trick : board.play)
        out.insert(out.end(), trick.cards.begin(), trick.cards.end());
    return out;
}

// `board` written as LIN and read back, compared field by field.
void check_round_trip(const Board& board) {
    INFO("board " << board.id << " of " << board.where.file);
    std::string why;
    const auto lin = io::board_to_lin(board, &why);
    REQUIRE_MESSAGE(lin, why);
    const ReadResult back = read_any_from_string(*lin + "\n", "<lin>");
    REQUIRE(back.diagnostics.empty());
    REQUIRE(back.boards.size() == 1);
    const Board& b = back.boards[0];
    CHECK(b.id == board.id);
    CHECK(b.dealer == board.dealer);
    for (int seat = 0; seat < 4; ++seat) {
        CHECK(b.hands[seat] == board.hands[seat]);
        CHECK(b.known[seat] == board.known[seat]);
    }
    for (const char* name : {"North", "East", "South", "West"}) {
        const std::string given = lin_writer_tag(board, name);
        CHECK(lin_writer_tag(b, name) == (given == "?" ? "" : given));
    }
    CHECK(lin_writer_vulnerable(b) == lin_writer_vulnerable(board));
    CHECK(b.contract == board.contract);
    CHECK(b.declarer == board.declarer);
    if (const std::string result = lin_writer_tag(board, "Result"); !result.empty())
        CHECK(lin_writer_tag(b, "Result") == result);
    if (board.tag("Auction")) CHECK(lin_writer_calls(b) == lin_writer_calls(board));
    CHECK(lin_writer_cards(b) == lin_writer_cards(board));
    // And the link: the same LIN, URL-encoded, which the reader takes as an argument.
    const auto link = io::handviewer_link(board, &why);
    REQUIRE(link);
    CHECK(link->starts_with("https://www.bridgebase.com/tools/handviewer.html?lin="));
    const ReadResult linked = read_any_from_string(*link + "\n", "<url>");
    REQUIRE(linked.boards.size() == 1);
    CHECK(linked.boards[0].hands == b.hands);
    CHECK(linked.boards[0].contract == b.contract);
    CHECK(lin_writer_calls(linked.boards[0]) == lin_writer_calls(b));
    CHECK(lin_writer_cards(linked.boards[0]) == lin_writer_cards(b));
}

}  // namespace

TEST_CASE("LIN written by stich: BBO's seat order, dealer digit and vulnerability letter") {
    // North deals (3), N-S vulnerable (n); hands S W N E; the contract 4S by S with no
    // auction becomes N pass, E pass, S 4S and three passes; the result a claim.
    const ReadResult read = read_boards_from_string(
        "[Board \"7\"]\n[Dealer \"N\"]\n[Vulnerable \"NS\"]\n[South \"Sue\"]\n"
        "[Deal \"N:8765.AKQ.543.432 JT9.J76.AKQ2.765 AKQ2.5432.76.AKQ 43.T98.JT98.JT98\"]\n"
        "[Declarer \"S\"]\n[Contract \"4S\"]\n[Result \"11\"]\n");
    REQUIRE(read.boards.size() == 1);
    std::string why;
    CHECK(io::board_to_lin(read.boards[0], &why) ==
          "pn|Sue,,,|st||md|3SAKQ2H5432D76CAKQ,S43HT98DJT98CJT98,S8765HAKQD543C432,"
          "SJT9HJ76DAKQ2C765|rh||ah|Board 7|sv|n|mb|p|mb|p|mb|4S|mb|p|mb|p|mb|p|mc|11|");
    check_round_trip(read.boards[0]);
}

TEST_CASE("LIN written by stich reads back as the same board, for every bridge file") {
    int boards = 0;
    for (const char* file :
         {"bbo-teams.lin", "bridgecomposer.pbn", "deep-finesse.pbn", "tournament.pbn"}) {
        const ReadResult read = lin_writer_read(kLinWriterData + file);
        CHECK(read.diagnostics.empty());
        for (const Board& board : read.boards) {
            check_round_trip(board);
            ++boards;
        }
    }
    CHECK(boards == 9);
}

TEST_CASE("LIN refuses a board of another game, and says which") {
    const ReadResult read = read_boards_from_string(
        "[Game \"preference\"]\n[Dealer \"1\"]\n"
        "[Deal \"1:AKQJ.AKQJ.. T987.T987.. .. ..AKQJ.AKQJ\"]\n[Talon \"DT9CT9\"]\n");
    for (const Board& board : read.boards) {
        std::string why;
        CHECK_FALSE(io::board_to_lin(board, &why));
        CHECK(why.find("preference") != std::string::npos);
    }
}
