#include "stich/judge/calls.h"

#include <cctype>

#include "stich/game/registry.h"
#include "stich/judge/card.h"

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

bool is_card_call(const std::vector<std::string>& words) {
    return !words.empty() && (words[0] == "card" || words[0] == "lead");
}

std::optional<Decision> card_call_decision(const Board& board, const CallRequest& request,
                                           std::optional<CardGame> (*card_game)(const Board&, int,
                                                                                std::string*),
                                           std::string* error) {
    std::optional<Card> card;
    std::vector<Card> versus;
    if (!card_words(call_words(request.call), request.versus, card, versus, error))
        return std::nullopt;
    auto game = card_game(board, request.seat, error);
    if (!game) return std::nullopt;
    return card_decision(std::move(*game), card, versus, error);
}

std::string default_call(const game::GameRegistry& games, const Board& board, int seat) {
    return games.of(board).default_call(board, seat);
}

std::optional<Decision> make_decision(const game::GameRegistry& games, const Board& board,
                                      const CallRequest& request, std::string* error) {
    if (request.seat < 0 || request.seat >= board.players) {
        if (error) *error = "no such seat at this table";
        return std::nullopt;
    }
    const game::GameModule& module = games.of(board);
    CallRequest r = request;
    if (r.call.empty()) r.call = module.default_call(board, r.seat);
    if (r.call.empty()) {
        if (error)
            *error =
                "the record names no call for seat " + module.seat_label(r.seat) + ": give --call";
        return std::nullopt;
    }
    return module.decision(board, r, error);
}

}  // namespace stich::judge
