#include "stich/judge/calls.h"

#include <cctype>

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
    return card_decision(std::move(*game), card, versus, error, request.view_only);
}

}  // namespace stich::judge
