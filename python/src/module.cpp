// The Python extension `stich._stich`: the library's facade (include/stich/stich.h) bound
// with pybind11.  Only the facade is bound, so that Python sees what a C++ consumer sees; the
// package's Python half (python/stich/__init__.py) adds to_dict(), NumPy tables and errors as
// ValueError.  Every call that searches releases the GIL.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <optional>
#include <string>
#include <thread>
#include <tuple>
#include <vector>

#include "stich/stich.h"

namespace py = pybind11;
namespace api = stich::api;

namespace {

// One question of a context, as `solve_all` and `analyze_all` ask it of every record.
using Question = api::Answer (api::SolverContext::*)(const api::Record&);

// Answers `ask` for every record on `threads` threads, one context each, the records dealt
// round-robin (the answers do not depend on which thread gave them).
std::vector<api::Answer> answer_all(const std::vector<api::Record>& records, int threads,
                                    std::size_t megabytes, Question ask) {
    std::vector<api::Answer> answers(records.size());
    const std::size_t n = std::clamp<std::size_t>(static_cast<std::size_t>(std::max(threads, 1)), 1,
                                                  std::max<std::size_t>(records.size(), 1));
    py::gil_scoped_release release;
    std::vector<std::thread> pool;
    for (std::size_t t = 0; t < n; ++t)
        pool.emplace_back([&, t] {
            api::SolverContext context({megabytes});
            for (std::size_t i = t; i < records.size(); i += n)
                answers[i] = (context.*ask)(records[i]);
        });
    for (std::thread& th : pool) th.join();
    return answers;
}

// A state made, or ValueError with the located problem.
api::State state_or_raise(std::optional<api::State> state, const api::Problem& problem) {
    if (!state) throw py::value_error(problem.text());
    return std::move(*state);
}

// A state made by `Make` from `from`, or ValueError (from_record, deserialize, new_game).
template <class From, auto Make>
api::State made(const From& from, api::SolverContext& context) {
    api::Problem problem;
    return state_or_raise(Make(from, context, &problem), problem);
}

py::array_t<float> float_array(const std::vector<float>& values) {
    return py::array_t<float>(static_cast<py::ssize_t>(values.size()), values.data());
}

// The game state (include/stich/api/state.h).  What asks the game module takes a context;
// the package's Python half gives each thread one when none is passed.
void bind_state(py::module_& m) {
    py::class_<api::GameSpec>(m, "GameSpec", "A deal and its game given by hand: PBN tag values.")
        .def(py::init<>())
        .def_readwrite("game", &api::GameSpec::game)
        .def_readwrite("deal", &api::GameSpec::deal)
        .def_readwrite("contract", &api::GameSpec::contract)
        .def_readwrite("declarer", &api::GameSpec::declarer)
        .def_readwrite("variant", &api::GameSpec::variant)
        .def_readwrite("dealer", &api::GameSpec::dealer)
        .def_readwrite("trump", &api::GameSpec::trump)
        .def_readwrite("turned", &api::GameSpec::turned)
        .def_readwrite("talon", &api::GameSpec::talon)
        .def_readwrite("discard", &api::GameSpec::discard)
        .def_readwrite("table_cards", &api::GameSpec::table_cards)
        .def_readwrite("players", &api::GameSpec::players)
        .def_readwrite("tags", &api::GameSpec::tags)
        .def("pbn", &api::GameSpec::pbn);

    m.def("game_names", &api::game_names, "The games the library plays, as [Game] writes them.");
    m.def(
        "_variants",
        [](const std::string& game) {
            std::vector<std::tuple<std::string, bool, std::vector<std::string>>> out;
            for (const api::VariantInfo& v : api::variants(game))
                out.emplace_back(v.name, v.preset, v.switches);
            return out;
        },
        py::arg("game"),
        "The names a game's [Variant] may use: (name, is a preset, the preset's switches), "
        "presets first.");
    m.attr("ACTION_COUNT") = api::kActionCount;
    m.attr("OBSERVATION_SIZE") = api::TensorLayout::kObservationSize;
    m.attr("INFORMATION_STATE_SIZE") = api::TensorLayout::kInformationStateSize;
    {
        // The tensors' pieces (state.h's TensorLayout), name: (offset, shape), in order.
        using L = api::TensorLayout;
        py::dict layout;
        auto piece = [&layout](const char* name, int offset, std::vector<int> shape) {
            layout[name] = py::make_tuple(offset, py::tuple(py::cast(shape)));
        };
        piece("hand", L::kHand, {52});
        piece("played", L::kPlayed, {L::kSeatSlots, 52});
        piece("trick", L::kTrick, {L::kSeatSlots, 52});
        piece("trump", L::kTrump, {5});
        piece("declarer", L::kDeclarer, {L::kSeatSlots});
        piece("to_move", L::kToMove, {L::kSeatSlots});
        piece("won", L::kWon, {L::kSeatSlots});
        piece("calls", L::kCalls, {L::kSeatSlots, L::kCallKinds});
        piece("laid_away", L::kLaidAway, {52});
        piece("history", L::kHistory, {L::kHistorySize});
        piece("call_history", L::kCallHistory, {L::kMaxCalls, L::kCallStride});
        m.attr("TENSOR_LAYOUT") = layout;
        m.attr("MAX_CALLS") = L::kMaxCalls;
    }
    m.def("action_name", &api::action_name, py::arg("action"),
          "The card of an action (13 * suit + face, suits S H D C, faces 2..A) as 'SA'.");
    m.def("action_of", &api::action_of, py::arg("card"),
          "The action of a card written 'SA' (-1 when it is no card).");

    using S = api::State;
    py::class_<S>(m, "State", "One deal played card by card (docs/python.md).")
        .def_static("_from_record", &made<api::Record, &S::from_record>, py::arg("record"),
                    py::arg("context"))
        .def_static("_deserialize", &made<std::string, &S::deserialize>, py::arg("text"),
                    py::arg("context"))
        .def_static("_new_game", &made<api::GameSpec, &S::new_game>, py::arg("spec"),
                    py::arg("context"))
        .def_property_readonly("game", &S::game)
        .def_property_readonly("players", &S::players)
        .def("seat_label", &S::seat_label, py::arg("seat"))
        .def("action_count", &S::action_count,
             "The distinct actions of this game: the 52 cards, then its calls.")
        .def("action_name", &S::action_name, py::arg("action"),
             "A card ('SA') or a call ('pass', '2', 'hold', 'G1', 'play'); '' when none.")
        .def("action_of", &S::action_of, py::arg("name"),
             "The action of a card or call named so (-1 when none).")
        .def("calling", &S::calling, "Whether the calls before the play are being made.")
        .def("current_player", &S::current_player, "The seat to play or call; -1 when terminal.")
        .def("is_terminal", &S::is_terminal)
        .def("legal_actions", &S::legal_actions,
             "The legal cards (or calls) of the seat to move, ascending.")
        .def(
            "apply_action",
            [](S& s, int action) {
                if (!s.apply(action))
                    throw py::value_error("action " + std::to_string(action) + " (" +
                                          s.action_name(action) + ") is not legal now");
            },
            py::arg("action"),
            "Plays a legal card or makes a legal call; ValueError when it is not legal.")
        .def(
            "undo_action",
            [](S& s) {
                if (!s.undo()) throw py::value_error("no card or call to take back");
            },
            "Takes back the last card or call.")
        .def("history", &S::history)
        .def("history_players", &S::history_players)
        .def("_returns", &S::returns, py::arg("context"), py::call_guard<py::gil_scoped_release>())
        .def("_result_json", &S::result_json, py::arg("context"),
             py::call_guard<py::gil_scoped_release>())
        .def(
            "_action_values",
            [](const S& s, api::SolverContext& c) {
                std::vector<api::ActionValue> values;
                {
                    py::gil_scoped_release release;
                    values = s.action_values(c);
                }
                py::dict out;
                for (const api::ActionValue& v : values) out[py::int_(v.action)] = v.value;
                return out;
            },
            py::arg("context"))
        .def(
            "_resample",
            [](const S& s, int player, std::uint64_t seed, api::SolverContext& c) {
                api::Problem p;
                std::optional<S> r;
                {
                    py::gil_scoped_release release;
                    r = s.resample(player, seed, c, &p);
                }
                return state_or_raise(std::move(r), p);
            },
            py::arg("player"), py::arg("seed"), py::arg("context"))
        .def("observation_string", &S::observation_string, py::arg("player"))
        .def("information_state_string", &S::information_state_string, py::arg("player"))
        .def(
            "observation_tensor",
            [](const S& s, int player) { return float_array(s.observation_tensor(player)); },
            py::arg("player"), "NumPy float32 array of OBSERVATION_SIZE (docs/python.md).")
        .def(
            "information_state_tensor",
            [](const S& s, int player) { return float_array(s.information_state_tensor(player)); },
            py::arg("player"), "NumPy float32 array of INFORMATION_STATE_SIZE.")
        .def("serialize", &S::serialize, "The deal and its play so far as a PBN record.")
        .def("record", &S::record)
        .def("_repr_html_", &S::html, "The cards still held, as the reports draw them.")
        .def("clone", [](const S& s) { return S(s); })
        .def("__copy__", [](const S& s) { return S(s); })
        .def(
            "__deepcopy__", [](const S& s, py::dict) { return S(s); }, py::arg("memo"))
        .def("__str__", [](const S& s) { return s.serialize(); })
        .def("__repr__", [](const S& s) {
            const int p = s.current_player();
            return "<stich.State " + s.game() + ", " +
                   (p < 0 ? std::string("terminal") : s.seat_label(p) + " to play") + ">";
        });
}

// Binds `name` to answer_all of `ask`.
void def_all(py::module_& m, const char* name, Question ask) {
    m.def(
        name,
        [ask](const std::vector<api::Record>& records, int threads, std::size_t megabytes) {
            return answer_all(records, threads, megabytes, ask);
        },
        py::arg("records"), py::arg("threads") = 1, py::arg("table_megabytes") = 64);
}

}  // namespace

PYBIND11_MODULE(_stich, m) {
    m.doc() = "stich's solver and game modules (the C++ library's facade)";
    m.def("version", &api::version, "The version of the library.");

    py::class_<api::Problem>(m, "Problem", "Something wrong in the input, where it is.")
        .def_readonly("file", &api::Problem::file)
        .def_readonly("line", &api::Problem::line)
        .def_readonly("column", &api::Problem::column)
        .def_readonly("board", &api::Problem::board)
        .def_readonly("message", &api::Problem::message)
        .def_readonly("error", &api::Problem::error)
        .def("text", &api::Problem::text)
        .def("__str__", &api::Problem::text)
        .def("__repr__", [](const api::Problem& p) { return "<stich.Problem " + p.text() + ">"; });

    py::class_<api::Record>(m, "Record", "One board as read: immutable.")
        .def_property_readonly("game", &api::Record::game)
        .def_property_readonly("id", &api::Record::id)
        .def_property_readonly("players", &api::Record::players)
        .def("seat_label", &api::Record::seat_label, py::arg("seat"))
        .def_property_readonly("compass", &api::Record::compass,
                               "Whether the game's seats sit at a compass's points (N E S W).")
        .def("hand", &api::Record::hand, py::arg("seat"))
        .def("tag", &api::Record::tag, py::arg("name"))
        .def("unknown_tags", &api::Record::unknown_tags,
             "The tags stich does not read, (name, value) in file order (docs/python.md).")
        .def("pbn", &api::Record::pbn)
        .def(
            "lin",
            [](const api::Record& r) {
                api::Problem problem;
                auto line = r.lin(&problem);
                if (!line) throw py::value_error(problem.text());
                return *line;
            },
            "The record as one line of BBO's LIN (`stich export --to lin`); ValueError for a "
            "board LIN cannot hold.")
        .def("_repr_html_", &api::Record::html,
             "The record's hand diagram, as the reports draw it.")
        .def("__repr__", [](const api::Record& r) {
            return "<stich.Record " + r.game() + " board " + r.id() + ">";
        });

    py::class_<api::ReadResult>(m, "ReadResult")
        .def_readonly("records", &api::ReadResult::records)
        .def_readonly("problems", &api::ReadResult::problems);

    py::class_<api::TrickTable>(
        m, "TrickTable",
        "A double-dummy trick table: a row per seat (leader or declarer), a column per strain or "
        "game; each cell the tricks the row's side takes, -1 where unsolved.")
        .def_readonly("by_declarer", &api::TrickTable::by_declarer)
        .def_readonly("seats", &api::TrickTable::seats)
        .def_readonly("columns", &api::TrickTable::columns)
        .def_readonly("tricks_left", &api::TrickTable::tricks_left)
        .def("at", &api::TrickTable::at, py::arg("row"), py::arg("column"))
        .def_property_readonly(
            "array",
            [](const api::TrickTable& t) {
                // A fresh int16 array [row, column]: the caller may keep or change it.
                py::array_t<std::int16_t> out({static_cast<py::ssize_t>(t.seats.size()),
                                               static_cast<py::ssize_t>(t.columns.size())});
                auto cells = out.mutable_unchecked<2>();
                for (std::size_t r = 0; r < t.seats.size(); ++r)
                    for (std::size_t c = 0; c < t.columns.size(); ++c)
                        cells(static_cast<py::ssize_t>(r), static_cast<py::ssize_t>(c)) =
                            static_cast<std::int16_t>(t.at(r, c));
                return out;
            },
            "The tricks as a NumPy int16 array [row, column] (rows: seats, columns: columns).")
        .def("__repr__", [](const api::TrickTable& t) {
            return "<stich.TrickTable " + std::to_string(t.seats.size()) + "x" +
                   std::to_string(t.columns.size()) +
                   (t.by_declarer ? " by declarer>" : " by leader>");
        });

    py::class_<api::CardValue>(m, "CardValue", "A run of equivalent legal cards and its value.")
        .def_readonly("cards", &api::CardValue::cards)
        .def_readonly("value", &api::CardValue::value)
        .def_readonly("tricks", &api::CardValue::tricks)
        .def("__repr__", [](const api::CardValue& v) {
            std::string names;
            for (const std::string& c : v.cards) names += (names.empty() ? "" : " ") + c;
            return "<stich.CardValue " + names + ": " +
                   py::str(py::float_(v.value)).cast<std::string>() + ">";
        });

    py::class_<api::CardValues>(m, "CardValues",
                                "Every legal card of the seat to move with its value, best first.")
        .def_readonly("to_move", &api::CardValues::to_move)
        .def_readonly("unit", &api::CardValues::unit)
        .def_readonly("runs", &api::CardValues::cards)
        .def(
            "by_card",
            [](const api::CardValues& v) {
                py::dict out;
                for (const api::CardValue& run : v.cards)
                    for (const std::string& card : run.cards) out[py::str(card)] = run.value;
                return out;
            },
            "Each legal card's value, as a dict from its name (\"SA\") in best-first order.");

    py::class_<api::Settlement>(
        m, "Settlement",
        "What the deal is worth to each seat under the game's own settlement (analyze).")
        .def_readonly("unit", &api::Settlement::unit)
        .def_readonly("seats", &api::Settlement::seats)
        .def_readonly("values", &api::Settlement::values)
        .def(
            "by_seat",
            [](const api::Settlement& s) {
                py::dict out;
                for (size_t k = 0; k < s.seats.size(); ++k)
                    out[py::str(s.seats[k])] =
                        s.values[k] ? py::object(py::float_(*s.values[k])) : py::none();
                return out;
            },
            "Each seat's value, as a dict from its label (\"N\", \"1\"); None where unsettled.")
        .def("__repr__", [](const api::Settlement& s) {
            return "<stich.Settlement " + std::to_string(s.seats.size()) + " seats in " + s.unit +
                   ">";
        });

    py::class_<api::Par>(m, "Par",
                         "A four-handed deal's par: N-S's score and the contracts that give it.")
        .def_readonly("score", &api::Par::score)
        .def_readonly("contracts", &api::Par::contracts)
        .def("__repr__", [](const api::Par& p) {
            std::string names;
            for (const std::string& c : p.contracts) names += (names.empty() ? "" : ", ") + c;
            return "<stich.Par " + std::to_string(p.score) + ": " + names + ">";
        });

    py::class_<api::Answer>(m, "Answer", "One answer: its typed values and its renderings.")
        .def_readonly("ok", &api::Answer::ok)
        .def_readonly("table", &api::Answer::table)
        .def_readonly("cards", &api::Answer::cards)
        .def_readonly("settlement", &api::Answer::settlement)
        .def_readonly("par", &api::Answer::par)
        .def_readonly("json_lines", &api::Answer::json_lines)
        .def_readonly("json", &api::Answer::json)
        .def_readonly("text", &api::Answer::text)
        .def_readonly("problem", &api::Answer::problem)
        .def_readonly("notes", &api::Answer::notes);

    m.def("read_text", &api::read_text, py::arg("text"), py::arg("name") = "<string>",
          py::call_guard<py::gil_scoped_release>());
    m.def("read_file", &api::read_file, py::arg("path"), py::call_guard<py::gil_scoped_release>());
    m.def("write_pbn", &api::write_pbn, py::arg("records"));
    m.def(
        "write_lin",
        [](const std::vector<api::Record>& records) {
            std::vector<api::Problem> problems;
            std::string text = api::write_lin(records, &problems);
            return py::make_tuple(text, problems);
        },
        py::arg("records"));

    py::class_<api::RecordStream>(m, "RecordStream", "A file read one record at a time.")
        .def(py::init<const std::string&>(), py::arg("path"),
             py::call_guard<py::gil_scoped_release>())
        .def("next", &api::RecordStream::next, py::call_guard<py::gil_scoped_release>(),
             "The next record, None at the end.")
        .def("take_problems", &api::RecordStream::take_problems);

    py::class_<api::SolverContext>(m, "SolverContext",
                                   "A solver whose tables stay warm between calls; one per thread.")
        .def(py::init([](std::size_t megabytes) {
                 return api::SolverContext(api::SolverOptions{megabytes});
             }),
             py::arg("table_megabytes") = 64)
        .def("solve", &api::SolverContext::solve, py::arg("record"),
             py::call_guard<py::gil_scoped_release>())
        .def(
            "card_values",
            [](api::SolverContext& c, const api::Record& r, bool after_play) {
                return c.card_values(
                    r, after_play ? api::ValuedAt::kAfterPlay : api::ValuedAt::kRecord);
            },
            py::arg("record"), py::arg("after_play") = false,
            py::call_guard<py::gil_scoped_release>(),
            "Each legal card with its value: the deal as the record gives it, or with "
            "after_play=True where its play section has led (`stich solve --cards`).")
        .def("analyze", &api::SolverContext::analyze, py::arg("record"),
             py::call_guard<py::gil_scoped_release>())
        .def("analysis_html", &api::SolverContext::analysis_html, py::arg("record"),
             py::call_guard<py::gil_scoped_release>(),
             "The page `stich analyze --html` draws of the board (stich.analysis_page).")
        .def(
            "judge",
            [](api::SolverContext& c, const api::Record& r, int seat, const std::string& call,
               const std::vector<std::string>& versus, std::uint64_t samples, std::uint64_t seed,
               std::optional<std::uint64_t> exact_up_to, const std::string& condition) {
                api::JudgeRequest request;
                request.condition = condition;
                request.seat = seat;
                request.call = call;
                request.versus = versus;
                request.samples = samples;
                request.seed = seed;
                request.exact_up_to = exact_up_to;
                return api::judge(c, r, request);
            },
            py::arg("record"), py::arg("seat"), py::arg("call") = "",
            py::arg("versus") = std::vector<std::string>{}, py::arg("samples") = 200,
            py::arg("seed") = 1, py::arg("exact_up_to") = py::none(), py::arg("condition") = "",
            py::call_guard<py::gil_scoped_release>(),
            "`stich judge --json --seat S --call C --versus V --samples N --seed K "
            "--exact-up-to M --condition C` from seat `seat` (0-based): a call or the next card "
            "('card'); the condition '' is the record's [Condition], if any.")
        .def(
            "play_analysis",
            [](api::SolverContext& c, const api::Record& r) { return api::play_analysis(c, r); },
            py::arg("record"), py::call_guard<py::gil_scoped_release>(),
            "`stich play --json`: every played card's value before and after, a line a card.")
        .def(
            "settle",
            [](api::SolverContext& c, const api::Record& r, const std::string& variant) {
                return api::settle(c, r, variant);
            },
            py::arg("record"), py::arg("variant") = "", py::call_guard<py::gil_scoped_release>(),
            "`stich analyze --json --variant V`: the settlement under a variant ('' the "
            "record's own).")
        .def(
            "par", [](api::SolverContext& c, const api::Record& r) { return api::par(c, r); },
            py::arg("record"), py::call_guard<py::gil_scoped_release>(),
            "A four-handed deal's par for its [Dealer] and [Vulnerable] (`stich solve`'s "
            "\"par\").");

    bind_state(m);

    def_all(m, "solve_all", &api::SolverContext::solve);
    def_all(m, "analyze_all", &api::SolverContext::analyze);
}
