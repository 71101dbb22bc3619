// The dealing language's expression core written with Boost.Spirit X3, to measure it against
// the hand-written parser (src/condition/script.cpp) as issue 43 asks ("a well-kept parsing
// library ... your choice, measured"): parse time, error messages, code size.  Not shipped:
// bench/RESULTS.md says how to build and run it and what it found.
//
// What it reads: `NAME = EXPR`, `condition EXPR`, `generate N`, `produce N`, and `action`
// with `average ["LABEL"] EXPR`, `frequency ["LABEL"] (EXPR, LO, HI[, EXPR, LO, HI])` and
// `printall`; EXPR is C's integer expressions over numbers, names and calls NAME(ARG, ...),
// with `shape(SEAT, [any] PATTERN {+|-|, [any] PATTERN})` as the one call whose arguments are
// not expressions.  It compiles to a flat postfix code, as the hand-written parser compiles
// to its node array, but resolves no name: the words' meaning (seats, suits, counts) is left
// out, so its times are a lower bound of a whole X3 parser's.
//
// Usage: x3-core FILE...   each file parsed by both, best of 20 runs each, alternated
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <unordered_map>
#include <vector>

#include <boost/spirit/home/x3.hpp>

#include "stich/condition/script.h"

namespace x3 = boost::spirit::x3;

namespace x3core {

// The compiled script: postfix code, one int an op or an operand.
enum Op : int {
    kNumber = 1,
    kName,
    kCall,
    kArg,
    kNot,
    kNeg,
    kMul,
    kDiv,
    kMod,
    kAdd,
    kSub,
    kLt,
    kLe,
    kGt,
    kGe,
    kEq,
    kNe,
    kAnd,
    kOr,
    kIf,
    kDefine,
    kCondition,
    kGenerate,
    kProduce,
    kAverage,
    kFrequency,
    kPrintAll,
    kShape,
    kPattern,
    kAny,
    kMinus
};

struct State {
    std::vector<int> code;
    std::unordered_map<std::string, int> names;
    int intern(const std::string& s) {
        return names.emplace(s, static_cast<int>(names.size())).first->second;
    }
};
struct state_tag;

template <class Ctx>
State& state(Ctx& ctx) {
    return x3::get<state_tag>(ctx).get();
}
auto emit(int op) {
    return [op](auto& ctx) { state(ctx).code.push_back(op); };
}
auto emit_with(int op) {
    return [op](auto& ctx) {
        state(ctx).code.push_back(op);
        state(ctx).code.push_back(static_cast<int>(x3::_attr(ctx)));
    };
}
auto emit_name(int op) {
    return [op](auto& ctx) {
        state(ctx).code.push_back(op);
        state(ctx).code.push_back(state(ctx).intern(x3::_attr(ctx)));
    };
}

// Words of the language that are not names.
const auto keyword =
    x3::lexeme[(x3::lit("and") | "or" | "not" | "condition" | "generate" | "produce" | "action" |
                "average" | "frequency" | "printall" | "shape" | "any") >>
               !(x3::alnum | '_')];
const auto identifier = x3::rule<struct identifier_, std::string>{"name"} =
    x3::lexeme[!keyword >> (x3::alpha | x3::char_('_')) >> *(x3::alnum | x3::char_('_'))];
const auto word = [](const char* w) { return x3::lexeme[x3::lit(w) >> !(x3::alnum | '_')]; };
const auto pattern = x3::rule<struct pattern_, std::string>{"a shape such as 4333 or 5xxx"} =
    x3::lexeme[x3::repeat(4)[x3::digit | x3::char_('x')]];
const auto label = x3::rule<struct label_, std::string>{"a string"} =
    x3::lexeme['"' > *(x3::char_ - '"') > '"'];

x3::rule<struct expr_> const expr = "an expression";
x3::rule<struct ternary_> const ternary = "an expression";
x3::rule<struct or_> const or_expr = "an expression";
x3::rule<struct and_> const and_expr = "an expression";
x3::rule<struct eq_> const eq_expr = "an expression";
x3::rule<struct rel_> const rel_expr = "an expression";
x3::rule<struct add_> const add_expr = "an expression";
x3::rule<struct mul_> const mul_expr = "an expression";
x3::rule<struct unary_> const unary = "an expression";
x3::rule<struct primary_> const primary = "an expression";

const auto shape_term = (-word("any")[emit(kAny)] >> pattern[emit_name(kPattern)]);
const auto shape_call = word("shape") > '(' > identifier[emit_name(kName)] > ',' > shape_term >
                        *((x3::lit('-') > shape_term)[emit(kMinus)] |
                          ((x3::lit('+') | ',') > shape_term)) > x3::lit(')')[emit(kShape)];
const auto call = (identifier >> '(')[emit_name(kCall)] > (expr[emit(kArg)] % ',') > ')';
const auto primary_def = x3::uint_[emit_with(kNumber)] | shape_call | call |
                         identifier[emit_name(kName)] | ('(' > expr > ')');
const auto unary_def =
    ((x3::lit('!') | word("not")) > unary)[emit(kNot)] | ('-' > unary)[emit(kNeg)] | primary;
const auto mul_expr_def = unary >> *(('*' > unary)[emit(kMul)] | ('/' > unary)[emit(kDiv)] |
                                     ('%' > unary)[emit(kMod)]);
const auto add_expr_def = mul_expr >>
                          *(('+' > mul_expr)[emit(kAdd)] | ('-' > mul_expr)[emit(kSub)]);
const auto rel_expr_def = add_expr >>
                          *(("<=" > add_expr)[emit(kLe)] | (">=" > add_expr)[emit(kGe)] |
                            ('<' > add_expr)[emit(kLt)] | ('>' > add_expr)[emit(kGt)]);
const auto eq_expr_def = rel_expr >> *(("==" > rel_expr)[emit(kEq)] | ("!=" > rel_expr)[emit(kNe)]);
const auto and_expr_def = eq_expr >> *(((x3::lit("&&") | word("and")) > eq_expr)[emit(kAnd)]);
const auto or_expr_def = and_expr >> *(((x3::lit("||") | word("or")) > and_expr)[emit(kOr)]);
const auto ternary_def = or_expr >> -(('?' > expr > ':' > expr)[emit(kIf)]);
const auto expr_def = ternary;
BOOST_SPIRIT_DEFINE(expr, ternary, or_expr, and_expr, eq_expr, rel_expr, add_expr, mul_expr, unary,
                    primary)

const auto average = word("average") > -label > expr[emit(kAverage)];
const auto frequency = word("frequency") > -label > '(' > expr > ',' > x3::int_ > ',' > x3::int_ >
                       -(',' > expr > ',' > x3::int_ > ',' >
                         x3::int_) > x3::lit(')')[emit(kFrequency)];
const auto action_item = average | frequency | word("printall")[emit(kPrintAll)];
const auto command = (word("condition") > expr)[emit(kCondition)] |
                     (word("generate") > x3::uint_[emit_with(kGenerate)]) |
                     (word("produce") > x3::uint_[emit_with(kProduce)]) |
                     (word("action") > (action_item % ',')) |
                     ((identifier >> '=')[emit_name(kDefine)] > expr) | expr[emit(kCondition)];
const auto script = *command > x3::eoi;

// Comments as the hand-written parser reads them: # and // to the end of the line, /* */.
const auto skipper = x3::space | x3::lexeme['#' >> *(x3::char_ - x3::eol)] |
                     x3::lexeme["//" >> *(x3::char_ - x3::eol)] |
                     x3::lexeme["/*" >> *(x3::char_ - "*/") >> "*/"];

struct Result {
    bool ok = false;
    State state;
    std::string error;  // line:column: message
};

Result parse(const std::string& text) {
    Result r;
    auto first = text.begin();
    try {
        const auto parser = x3::with<state_tag>(std::ref(r.state))[script];
        r.ok = x3::phrase_parse(first, text.end(), parser, skipper);
        if (!r.ok) r.error = "1:1: not a script";
    } catch (const x3::expectation_failure<std::string::const_iterator>& e) {
        int line = 1, column = 1;
        for (auto i = text.begin(); i != e.where(); ++i) {
            if (*i == '\n') {
                ++line;
                column = 1;
            } else {
                ++column;
            }
        }
        const std::string rest(e.where(), std::min(e.where() + 12, text.end()));
        r.error = std::to_string(line) + ":" + std::to_string(column) + ": expected " + e.which() +
                  " here: \"" + rest.substr(0, rest.find('\n')) + "\"";
    }
    return r;
}

}  // namespace x3core

int main(int argc, char** argv) {
    using Clock = std::chrono::steady_clock;
    const auto words = stich::condition::compass_vocabulary();
    for (int i = 1; i < argc; ++i) {
        std::ifstream in(argv[i]);
        std::stringstream buffer;
        buffer << in.rdbuf();
        const std::string text = buffer.str();
        double best_hand = 1e30, best_x3 = 1e30;
        bool hand_ok = false;
        x3core::Result x3;
        stich::condition::ScriptError e;
        for (int run = 0; run < 20; ++run) {
            auto t0 = Clock::now();
            hand_ok = stich::condition::parse_script(text, words, &e).has_value();
            auto t1 = Clock::now();
            x3 = x3core::parse(text);
            auto t2 = Clock::now();
            best_hand = std::min(best_hand, std::chrono::duration<double>(t1 - t0).count());
            best_x3 = std::min(best_x3, std::chrono::duration<double>(t2 - t1).count());
        }
        std::printf(
            "%s: %zu bytes; hand-written %.3f ms (%s); X3 %.3f ms (%s, %zu codes)\n", argv[i],
            text.size(), best_hand * 1e3,
            hand_ok ? "ok"
                    : (std::to_string(e.line) + ":" + std::to_string(e.column) + ": " + e.message)
                          .c_str(),
            best_x3 * 1e3, x3.ok ? "ok" : x3.error.c_str(), x3.state.code.size());
    }
}
