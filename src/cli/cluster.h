// The processes of an MPI run (`mpirun -np P stich batch ...`), as the batch needs them: who
// this process is, one value broadcast from rank 0, and messages from the other ranks to rank
// 0, received in the order each rank sent them.  Only the main thread calls it.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace stich::cli {

class Cluster {
public:
    virtual ~Cluster() = default;
    virtual int rank() const = 0;
    virtual int size() const = 0;
    virtual int ranks_on_this_machine() const = 0;
    // Rank 0's `value`, on every rank.
    virtual int64_t broadcast(int64_t value) = 0;
    // To rank 0; returns once rank 0 has begun to take it, which keeps a fast rank from
    // piling up messages rank 0 is not ready for.
    virtual void send(const std::string& message) = 0;
    // To rank 0: this rank sends no more.
    virtual void send_end() = 0;
    // On rank 0: the next message of `rank`, or nullopt when it has sent its end.  `waiting`
    // is called now and then while none has come: it may throw to end the wait (Ctrl-C).
    virtual std::optional<std::string> receive(int rank, const std::function<void()>& waiting) = 0;
    // Stops every process of the run.
    [[noreturn]] virtual void abort(int code) = 0;
};

// The run this process belongs to when it was started by mpirun (and stich was built with
// MPI); nullptr otherwise.  MPI stays initialised while the returned object lives.
std::unique_ptr<Cluster> join_cluster();

// Whether stich was built with MPI, and whether this process was started by mpirun.
bool built_with_mpi();
bool under_mpirun();

}  // namespace stich::cli
