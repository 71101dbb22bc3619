// The MPI side of the batch.  Built with MPI only when CMake finds it (STICH_HAVE_MPI); without
// it no process is ever part of a cluster, and `mpirun stich batch` would run the whole batch
// in every process, which the batch command refuses (it sees mpirun's environment).
#include "cluster.h"

#include <chrono>
#include <cstdlib>
#include <thread>

#if STICH_HAVE_MPI
#include <mpi.h>
#endif

namespace stich::cli {

namespace {

// mpirun's environment: Open MPI, then the PMI of MPICH, Hydra and Slurm.
bool started_by_mpirun() {
    for (const char* name : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_RANK"})
        if (std::getenv(name)) return true;
    return false;
}

}  // namespace

#if STICH_HAVE_MPI

namespace {

enum Tag : int { kMessage = 1, kEnd = 2 };

class MpiCluster final : public Cluster {
public:
    MpiCluster() {
        int provided = 0;
        // Worker threads never call MPI: the main thread alone sends and receives.
        MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided);
        MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
        MPI_Comm_size(MPI_COMM_WORLD, &size_);
        MPI_Comm local;
        MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, rank_, MPI_INFO_NULL, &local);
        MPI_Comm_size(local, &local_size_);
        MPI_Comm_free(&local);
    }
    ~MpiCluster() override { MPI_Finalize(); }

    int rank() const override { return rank_; }
    int size() const override { return size_; }
    int ranks_on_this_machine() const override { return local_size_; }

    int64_t broadcast(int64_t value) override {
        MPI_Bcast(&value, 1, MPI_INT64_T, 0, MPI_COMM_WORLD);
        return value;
    }
    void send(const std::string& message) override {
        MPI_Ssend(message.data(), static_cast<int>(message.size()), MPI_CHAR, 0, kMessage,
                  MPI_COMM_WORLD);
    }
    void send_end() override { MPI_Ssend(nullptr, 0, MPI_CHAR, 0, kEnd, MPI_COMM_WORLD); }
    std::optional<std::string> receive(int from, const std::function<void()>& waiting) override {
        // A probe that does not block, so that rank 0 notices Ctrl-C while a rank is solving.
        MPI_Status status;
        for (int arrived = 0;;) {
            MPI_Iprobe(from, MPI_ANY_TAG, MPI_COMM_WORLD, &arrived, &status);
            if (arrived) break;
            waiting();
            std::this_thread::sleep_for(std::chrono::microseconds(200));
        }
        int count = 0;
        MPI_Get_count(&status, MPI_CHAR, &count);
        std::string message(static_cast<size_t>(count), '\0');
        MPI_Recv(message.data(), count, MPI_CHAR, from, status.MPI_TAG, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
        if (status.MPI_TAG == kEnd) return std::nullopt;
        return message;
    }
    [[noreturn]] void abort(int code) override {
        MPI_Abort(MPI_COMM_WORLD, code);
        std::exit(code);
    }

private:
    int rank_ = 0, size_ = 1, local_size_ = 1;
};

}  // namespace

std::unique_ptr<Cluster> join_cluster() {
    if (!started_by_mpirun()) return nullptr;
    return std::make_unique<MpiCluster>();
}

bool built_with_mpi() {
    return true;
}

#else

std::unique_ptr<Cluster> join_cluster() {
    return nullptr;
}

bool built_with_mpi() {
    return false;
}

#endif

bool under_mpirun() {
    return started_by_mpirun();
}

}  // namespace stich::cli
