#include "stich/judge/calls.h"

#include <algorithm>
#include <cctype>

#include "stich/io/card_words.h"
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

std::vector<std::string> card_run_call(std::vector<std::string> words, const std::string& call) {
    const bool run = !words.empty() && std::all_of(words.begin(), words.end(), [](const auto& w) {
        return read_call_card(w, nullptr).has_value();
    });
    if (run) return {call, words[0]};
    return words;
}

bool is_card_call(const std::vector<std::string>& words) {
    const auto read = card_run_call(words, "card");
    return !read.empty() && (read[0] == "card" || read[0] == "lead");
}

std::optional<Decision> card_call_decision(const game::Prepared& board, const CallRequest& request,
                                           CardGameOf card_game, std::string* error) {
    std::optional<Card> card;
    std::vector<Card> versus;
    if (!card_words(card_run_call(call_words(request.call), "card"), request.versus, card, versus,
                    error))
        return std::nullopt;
    auto game = card_game(board, request.seat, error);
    if (!game) return std::nullopt;
    return card_decision(std::move(*game), card, versus, error, request.view_only);
}

}  // namespace stich::judge
