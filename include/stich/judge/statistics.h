// The numbers a judgement reports: a mean with its standard error and 95% interval, and the
// verdict on a call against its best alternative.
//
// Sampled deals give the sample mean and its standard error s/sqrt(n); the 95% interval is the
// mean +- 1.96 standard errors.  Every consistent deal solved (exact enumeration) gives the
// exact mean: the error is then 0.  The call and its alternatives are solved on the same deals,
// so the verdict rests on the paired differences: their mean against their own interval.
#pragma once

#include <vector>

namespace stich::judge {

inline constexpr double kZ95 = 1.959963984540054;  // the two-sided 95% point of the normal law

struct Estimate {
    double mean = 0;
    double error = 0;  // standard error; 0 when exact
    double half_width() const { return kZ95 * error; }
    double low() const { return mean - half_width(); }
    double high() const { return mean + half_width(); }
};

// The mean of `values` and, unless `exact`, its standard error (needs two values or more).
Estimate estimate(const std::vector<double>& values, bool exact);

enum class Verdict { kSound, kUnsound, kTooClose };
const char* verdict_name(Verdict v);  // "sound", "unsound", "too close to call"

// Sound when the call's mean beats the alternative's by more than the interval of the
// difference; unsound when the alternative's beats it so; otherwise too close to call.
// Differences within rounding of zero count as zero.
Verdict verdict_of(const Estimate& difference);

}  // namespace stich::judge
