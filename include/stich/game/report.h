// One board's answer as a value: the typed result a question found (a trick table, card values,
// an analysis, an audit), the board it answers for, and the presenters that render it.  The
// Report owns all of it, immutable and shared, so that it can be kept past the call that made
// it, copied, and handed to another thread; the presenters are plain functions of the board and
// the value (they cannot capture anything), so a rendering never reaches outside the Report.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <typeinfo>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "stich/engine/position.h"
#include "stich/game/values.h"
#include "stich/io/board.h"
#include "stich/support/play_analysis.h"

namespace stich::game {

// How an answer of type V is rendered: its JSON (an object, or an array of JSON lines for an
// answer of several records), text and CSV rows, each without the final newline.  `csv` is
// null for an answer that has no CSV (the card values); the rows go under `csv_header`.
// `table`, `cards` and `settlement` give the answer in the shape every game shares (values.h),
// for callers that name no game; null where the answer has none (an analysis is neither a
// table nor card values, and a trick table settles nothing).
template <class V>
struct Presenters {
    nlohmann::ordered_json (*json)(const Board&, const V&) = nullptr;
    std::string (*text)(const Board&, const V&) = nullptr;
    std::string (*csv)(const Board&, const V&) = nullptr;
    std::string csv_header = {};
    std::optional<TrickTable> (*table)(const Board&, const V&) = nullptr;
    std::optional<CardValueTable> (*cards)(const Board&, const V&) = nullptr;
    std::optional<Settlement> (*settlement)(const Board&, const V&) = nullptr;
    std::optional<ParValue> (*par)(const Board&, const V&) = nullptr;
    std::optional<PlayedCards> (*played)(const Board&, const V&) = nullptr;
    std::optional<GameChoices> (*choices)(const Board&, const V&) = nullptr;
};

// A par's renderings, the same wherever it is shown: the "par" member of the JSON
// ({"score":420,"contracts":["NS 4S"]}) and the text line ("Par N-S +420: 4S by N-S (dealer
// N, vulnerable None)": docs/output.md, "Notation").
nlohmann::ordered_json par_json(const ParValue& par);
std::string par_line(const ParValue& par);

class Report {
public:
    template <class V>
    Report(const Board& board, V value, Presenters<V> presenters)
        : model_(std::make_shared<const Held<V>>(board, std::move(value), std::move(presenters))) {}

    nlohmann::ordered_json json() const { return model_->json(); }
    std::string text() const { return model_->text(); }
    bool has_csv() const { return model_->has_csv(); }
    std::string csv() const { return model_->csv(); }
    const std::string& csv_header() const { return model_->csv_header(); }
    // The answer as a trick table or as card values (values.h); nullopt where it is neither.
    std::optional<TrickTable> trick_table() const { return model_->trick_table(); }
    std::optional<CardValueTable> card_values() const { return model_->card_values(); }
    // The answer's settlement per seat (values.h); nullopt where it settles nothing.
    std::optional<Settlement> settlement() const { return model_->settlement(); }
    // The deal's par (values.h); nullopt where the answer has none.
    std::optional<ParValue> par() const { return model_->par(); }
    // `stich play`'s audit card by card (values.h); nullopt where the answer is no audit.
    std::optional<PlayedCards> played() const { return model_->played(); }
    // The games declarer may choose with what each gives (values.h); nullopt where the answer
    // offers no choice.
    std::optional<GameChoices> choices() const { return model_->choices(); }

    // The board the answer is of (the caller's board as it was asked).
    const Board& board() const { return model_->board; }
    // The typed answer, or nullptr when the answer is of another type: a library user reads
    // the numbers (whist::SolveReport's TrickTable, CardValues) rather than the renderings.
    template <class V>
    const V* value() const {
        if (model_->type() != typeid(V)) return nullptr;
        return &static_cast<const Held<V>&>(*model_).value;
    }

private:
    struct Model {
        explicit Model(const Board& b) : board(b) {}
        virtual ~Model() = default;
        Model(const Model&) = delete;
        Model& operator=(const Model&) = delete;
        virtual const std::type_info& type() const = 0;
        virtual nlohmann::ordered_json json() const = 0;
        virtual std::string text() const = 0;
        virtual bool has_csv() const = 0;
        virtual std::string csv() const = 0;
        virtual const std::string& csv_header() const = 0;
        virtual std::optional<TrickTable> trick_table() const = 0;
        virtual std::optional<CardValueTable> card_values() const = 0;
        virtual std::optional<Settlement> settlement() const = 0;
        virtual std::optional<ParValue> par() const = 0;
        virtual std::optional<PlayedCards> played() const = 0;
        virtual std::optional<GameChoices> choices() const = 0;
        const Board board;
    };
    template <class V>
    struct Held final : Model {
        Held(const Board& b, V v, Presenters<V> p)
            : Model(b), value(std::move(v)), presenters(std::move(p)) {}
        const std::type_info& type() const override { return typeid(V); }
        nlohmann::ordered_json json() const override { return presenters.json(board, value); }
        std::string text() const override { return presenters.text(board, value); }
        bool has_csv() const override { return presenters.csv != nullptr; }
        std::string csv() const override {
            return presenters.csv ? presenters.csv(board, value) : std::string();
        }
        const std::string& csv_header() const override { return presenters.csv_header; }
        std::optional<TrickTable> trick_table() const override {
            if (!presenters.table) return std::nullopt;
            return presenters.table(board, value);
        }
        std::optional<CardValueTable> card_values() const override {
            if (!presenters.cards) return std::nullopt;
            return presenters.cards(board, value);
        }
        std::optional<Settlement> settlement() const override {
            if (!presenters.settlement) return std::nullopt;
            return presenters.settlement(board, value);
        }
        std::optional<ParValue> par() const override {
            if (!presenters.par) return std::nullopt;
            return presenters.par(board, value);
        }
        std::optional<PlayedCards> played() const override {
            if (!presenters.played) return std::nullopt;
            return presenters.played(board, value);
        }
        std::optional<GameChoices> choices() const override {
            if (!presenters.choices) return std::nullopt;
            return presenters.choices(board, value);
        }
        const V value;
        const Presenters<V> presenters;
    };
    std::shared_ptr<const Model> model_;
};

// `stich solve --cards` as numbers: the position the cards are of and every legal card there
// with its value for the side to move (runs of equivalent cards, best first).
struct CardValues {
    Position position;
    std::vector<CardValue> values;
};

// `stich solve --cards` of a game that values the cards against its contract and play: the
// game's `Play` (its position at `start`) and every legal card's value there.
template <class Play>
struct PlayCardValues {
    Play play;
    std::vector<CardValue> values;
};

// The report of `values`, rendered by the game's `Json` and `Text` functions of (board, play,
// position, values) and given as numbers by its `Table` of the same.
template <class Play, auto Json, auto Text, auto Table>
Report play_card_values(const Board& board, Play play, std::vector<CardValue> values) {
    using Value = PlayCardValues<Play>;
    Presenters<Value> show;
    show.json = [](const Board& b, const Value& c) {
        return Json(b, c.play, c.play.start, c.values);
    };
    show.text = [](const Board& b, const Value& c) {
        return Text(b, c.play, c.play.start, c.values);
    };
    show.cards = [](const Board& b, const Value& c) -> std::optional<CardValueTable> {
        return Table(b, c.play, c.play.start, c.values);
    };
    return Report(board, Value{std::move(play), std::move(values)}, std::move(show));
}

// Renderings made already, as a value: for an answer assembled row by row (every variant of a
// board).  `csv` holds rows each ending a line (the last newline is the command's), `text` and
// `json` are the board's whole answer.
struct Rendered {
    nlohmann::ordered_json json;
    std::string csv;
    std::string text;
};

Report fixed_report(const Board& board, nlohmann::ordered_json json, std::string csv_header,
                    std::string csv, std::string text);

}  // namespace stich::game
