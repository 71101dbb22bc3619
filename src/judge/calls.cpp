#include "stich/judge/calls.h"

#include <cctype>

#include "stich/judge/alliance.h"
#include "stich/judge/preference.h"
#include "stich/judge/whist.h"

namespace stich::judge {

std::vector<std::string> call_words(const std::string& text) {
    std::vector<std::string> words;
    std::string word;
    for (char c : text + ' ') {
        if (std::isspace(static_cast<unsigned char>(c))) {
            if (!word.empty()) words.push_back(word);
            word.clear();
        } else {
            word += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        }
    }
    return words;
}

std::string default_call(const Board& board, int seat) {
    switch (board.game) {
        case Game::kWhist:
            return whist_default_call(board, seat);
        case Game::kPreference:
            return preference_default_call(board, seat);
        case Game::kAlliance:
            return alliance_default_call(board, seat);
    }
    return "";
}

std::optional<Decision> make_decision(const Board& board, const CallRequest& request,
                                      std::string* error) {
    if (request.seat < 0 || request.seat >= board.players) {
        if (error) *error = "no such seat at this table";
        return std::nullopt;
    }
    CallRequest r = request;
    if (r.call.empty()) r.call = default_call(board, r.seat);
    if (r.call.empty()) {
        if (error)
            *error = "the record names no call for seat " + seat_label(board.game, r.seat) +
                     ": give --call";
        return std::nullopt;
    }
    const std::vector<std::string> words = call_words(r.call);
    if (board.game != Game::kWhist && !words.empty() &&
        (words[0] == "card" || words[0] == "lead")) {
        std::optional<Card> card;
        std::vector<Card> versus;
        if (!card_words(words, r.versus, card, versus, error)) return std::nullopt;
        auto game = board.game == Game::kPreference ? preference_card_game(board, r.seat, error)
                                                    : alliance_card_game(board, r.seat, error);
        if (!game) return std::nullopt;
        return card_decision(std::move(*game), card, versus, error);
    }
    switch (board.game) {
        case Game::kWhist:
            return whist_decision(board, r, error);
        case Game::kPreference:
            return preference_decision(board, r, error);
        case Game::kAlliance:
            return alliance_decision(board, r, error);
    }
    return std::nullopt;
}

}  // namespace stich::judge
