// The Python extension `stich._stich`: the library's facade (include/stich/stich.h) bound
// with pybind11.  Only the facade is bound, so that Python sees what a C++ consumer sees; the
// package's Python half (python/stich/__init__.py) adds to_dict(), NumPy tables and errors as
// ValueError.  Every call that searches releases the GIL.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <thread>
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
        .def("hand", &api::Record::hand, py::arg("seat"))
        .def("tag", &api::Record::tag, py::arg("name"))
        .def("pbn", &api::Record::pbn)
        .def("__repr__", [](const api::Record& r) {
            return "<stich.Record " + r.game() + " board " + r.id() + ">";
        });

    py::class_<api::ReadResult>(m, "ReadResult")
        .def_readonly("records", &api::ReadResult::records)
        .def_readonly("problems", &api::ReadResult::problems);

    py::class_<api::Answer>(m, "Answer", "One answer, rendered as the command line renders it.")
        .def_readonly("ok", &api::Answer::ok)
        .def_readonly("json", &api::Answer::json)
        .def_readonly("text", &api::Answer::text)
        .def_readonly("problem", &api::Answer::problem)
        .def_readonly("notes", &api::Answer::notes);

    m.def("read_text", &api::read_text, py::arg("text"), py::arg("name") = "<string>",
          py::call_guard<py::gil_scoped_release>());
    m.def("read_file", &api::read_file, py::arg("path"), py::call_guard<py::gil_scoped_release>());
    m.def("write_pbn", &api::write_pbn, py::arg("records"));

    py::class_<api::SolverContext>(m, "SolverContext",
                                   "A solver whose tables stay warm between calls; one per thread.")
        .def(py::init([](std::size_t megabytes) {
                 return api::SolverContext(api::SolverOptions{megabytes});
             }),
             py::arg("table_megabytes") = 64)
        .def("solve", &api::SolverContext::solve, py::arg("record"),
             py::call_guard<py::gil_scoped_release>())
        .def("card_values", &api::SolverContext::card_values, py::arg("record"),
             py::call_guard<py::gil_scoped_release>())
        .def("analyze", &api::SolverContext::analyze, py::arg("record"),
             py::call_guard<py::gil_scoped_release>());

    def_all(m, "solve_all", &api::SolverContext::solve);
    def_all(m, "analyze_all", &api::SolverContext::analyze);
}
