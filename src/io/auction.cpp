#include "stich/io/auction.h"

#include <cctype>
#include <map>

#include "lin_lexer.h"
#include "pbn_values.h"

namespace stich::io {

namespace {

// [Auction]'s value: the seat of the first call, a letter of the compass (PBN 2.1, 3.5).
constexpr std::string_view kAuctionSeats = "nesw";

// A call as PBN writes it, from a token in any case ("pass", "1nt", "1N", "x"); "" for
// anything else.
std::string auction_call_text(std::string_view token) {
    const std::string t = lower(token);
    if (t == "pass" || t == "p") return "Pass";
    if (t == "x" || t == "xx") return t == "x" ? "X" : "XX";
    if (t.size() < 2 || t[0] < '1' || t[0] > '7') return "";
    const std::string strain = t.substr(1);
    if (strain == "nt" || strain == "n") return t.substr(0, 1) + "NT";
    if (strain.size() == 1 && std::string_view("cdhs").find(strain[0]) != std::string::npos)
        return t.substr(0, 1) + static_cast<char>(std::toupper(strain[0]));
    return "";
}

// [Note "1:text"] after the tag at `from` and before [Play], by number.
std::map<std::string, std::string> auction_notes_after(const Board& board, size_t from) {
    std::map<std::string, std::string> notes;
    for (size_t i = from + 1; i < board.tags.size(); ++i) {
        const TagPair& tag = board.tags[i];
        if (tag.name == "Play") break;
        if (tag.name != "Note") continue;
        const size_t colon = tag.value.find(':');
        if (colon == std::string::npos) continue;
        notes.emplace(trim(tag.value.substr(0, colon)), trim(tag.value.substr(colon + 1)));
    }
    return notes;
}

}  // namespace

bool auction_over(const std::vector<AuctionCall>& calls) {
    int passes = 0;
    bool bid = false;
    for (const AuctionCall& call : calls) {
        passes = call.text == "Pass" ? passes + 1 : 0;
        bid = bid || (call.text != "Pass" && call.text != "X" && call.text != "XX");
    }
    return auction_closed(passes, bid);
}

std::optional<Auction> auction_of(const Board& board) {
    if (board.players != 4) return std::nullopt;
    size_t at = 0;
    while (at < board.tags.size() && board.tags[at].name != "Auction") ++at;
    if (at == board.tags.size()) return std::nullopt;
    const TagPair& tag = board.tags[at];
    Auction auction;
    const std::string dealer = lower(trim(tag.value));
    const size_t seat = kAuctionSeats.find(dealer);
    if (dealer.size() != 1 || seat == std::string::npos) return std::nullopt;
    auction.dealer = static_cast<int>(seat);
    const auto notes = auction_notes_after(board, at);
    for (const std::string& line : tag.section)
        for (const Word& word : split_words(line)) {
            std::string_view token = word.text;
            if (token == "*") return auction;  // left unfinished
            if (lower(token) == "ap") {
                do auction.calls.push_back(AuctionCall{"Pass", false, ""});
                while (!auction_over(auction.calls));
                continue;
            }
            if (token.size() > 2 && token.front() == '=' && token.back() == '=') {
                const auto note = notes.find(std::string(token.substr(1, token.size() - 2)));
                if (note != notes.end() && !auction.calls.empty())
                    auction.calls.back().note = note->second;
                continue;
            }
            bool alert = false;
            while (!token.empty() && (token.back() == '!' || token.back() == '?')) {
                alert = alert || token.back() == '!';
                token.remove_suffix(1);
            }
            std::string call = auction_call_text(token);
            if (call.empty()) continue;  // a NAG, `-`, a word of no call
            auction.calls.push_back(AuctionCall{std::move(call), alert, ""});
        }
    auction.complete = auction_over(auction.calls);
    return auction;
}

}  // namespace stich::io
