// The pieces of `stich batch` through the library: shards, records (JSON and long CSV,
// failed boards, rows read back), the input as indexed items, reading an interrupted output back,
// merging shards. The command line itself (threads, shards, MPI, a killed run) is tested by
// tests/batch/batch_test.sh.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "stich/batch/input.h"
#include "stich/batch/output_file.h"
#include "stich/batch/record_file.h"
#include "stich/batch/shard.h"
#include "stich/io/schema/whist.h"

using namespace stich;
using namespace stich::batch;

namespace {

// A file in the test's temporary folder, written with `text`.
std::string temp_file(const std::string& name, const std::string& text) {
    const auto dir = std::filesystem::temp_directory_path() / "stich-test-batch";
    std::filesystem::create_directories(dir);
    const std::string path = (dir / name).string();
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

const std::string kColumns = "board,game,tricks";

Record json_record(size_t index, const std::string& board) {
    return analysed_record(RecordFormat::kJson, Origin{index, "f.pbn"},
                           "{\"board\":\"" + board + "\",\"game\":\"whist\",\"tricks\":7}\n",
                           kColumns);
}

std::string json_lines(const std::vector<size_t>& indexes) {
    std::string out;
    for (size_t i : indexes) out += json_record(i, std::to_string(i + 1)).line;
    return out;
}

const RecordVisitor kIgnore = [](const std::string&, const std::string&) {};

}  // namespace

TEST_CASE("batch: shards take board i when i mod N is K") {
    std::string error;
    const auto s = parse_shard("2/5", &error);
    REQUIRE(s);
    CHECK(s->index == 2);
    CHECK(s->count == 5);
    CHECK(s->takes(2));
    CHECK(s->takes(12));
    CHECK_FALSE(s->takes(3));
    CHECK(s->share(0) == 0);
    CHECK(s->share(2) == 0);
    CHECK(s->share(3) == 1);   // board 2
    CHECK(s->share(13) == 3);  // boards 2, 7, 12
    CHECK(Shard{}.share(7) == 7);
    for (const char* bad : {"5/5", "1", "-1/3", "a/2", "1/0", "1/2/3", "/2", "1/"}) {
        CAPTURE(bad);
        CHECK_FALSE(parse_shard(bad, &error));
    }
    CHECK(error.find("0 <= K < N") != std::string::npos);
}

TEST_CASE("batch: CSV fields are quoted when needed and split back") {
    CHECK(csv_quote("deals.pbn") == "deals.pbn");
    CHECK(csv_quote("") == "");
    CHECK(csv_quote("a,b") == "\"a,b\"");
    CHECK(csv_quote("say \"hi\"") == "\"say \"\"hi\"\"\"");
    CHECK(csv_quote(" lead") == "\" lead\"");
    const std::vector<std::string> fields = {"7", "a,b", "say \"hi\"", "", "x"};
    std::string row;
    for (const auto& f : fields) row += (row.empty() ? "" : ",") + csv_quote(f);
    CHECK(row == "7,\"a,b\",\"say \"\"hi\"\"\",,x");
    CHECK(csv_split(row) == fields);
    CHECK(csv_split("") == std::vector<std::string>{""});
}

TEST_CASE("batch: the record of an analysed board is its analysis with index and file") {
    const Record j = json_record(12, "13");
    CHECK(j.line ==
          "{\"index\":12,\"file\":\"f.pbn\",\"board\":\"13\",\"game\":\"whist\",\"tricks\":7}\n");
    CHECK(j.csv_header.empty());
    CHECK_FALSE(j.failed());
    const auto key = record_key(RecordFormat::kJson, j.line.substr(0, j.line.size() - 1));
    REQUIRE(key);
    CHECK(key->index == 12);
    CHECK(key->file == "f.pbn");
    CHECK(key->board == "13");

    // CSV: one row per field, under the one header of every game.
    const Record c = analysed_record(RecordFormat::kCsv, Origin{3, "my, deals.pbn"},
                                     "\"4\",whist,7\n", kColumns);
    CHECK(c.csv_header == "index,file,board,game,row,column,value");
    CHECK(c.line == "3,\"my, deals.pbn\",4,whist,0,tricks,7\n");
    const auto ckey = record_key(RecordFormat::kCsv, c.line.substr(0, c.line.size() - 1));
    REQUIRE(ckey);
    CHECK(ckey->index == 3);
    CHECK(ckey->file == "my, deals.pbn");
    CHECK(ckey->board == "4");
    CHECK_FALSE(record_key(RecordFormat::kCsv, c.csv_header));
    CHECK_FALSE(record_key(RecordFormat::kJson, "{\"index\":3,\"fi"));  // torn
}

TEST_CASE("batch: a CSV record reads back as the rows of its analysis") {
    const Record c = analysed_record(RecordFormat::kCsv, Origin{5, "f.pbn"},
                                     "7,alliance,choice,\"Solo, S\"\n7,alliance,contract,\n",
                                     "board,game,row,contract");
    CHECK(c.line ==
          "5,f.pbn,7,alliance,0,row,choice\n5,f.pbn,7,alliance,0,contract,\"Solo, S\"\n"
          "5,f.pbn,7,alliance,1,row,contract\n5,f.pbn,7,alliance,1,contract,\n");
    const auto rows = csv_rows(c.line.substr(0, c.line.size() - 1));
    REQUIRE(rows.size() == 2);
    CHECK(rows[0].names == std::vector<std::string>{"board", "game", "row", "contract"});
    CHECK(rows[0].values == std::vector<std::string>{"7", "alliance", "choice", "Solo, S"});
    CHECK(rows[1].values == std::vector<std::string>{"7", "alliance", "contract", ""});
}

TEST_CASE("batch: a failed board gives a record with where and why") {
    const Diagnostic d{SourceLocation{"f.pbn", 12, 5}, "9", "card SA listed twice"};
    const Record j = failed_record(RecordFormat::kJson, Origin{8, "f.pbn"}, d, whist::kGame);
    CHECK(j.line ==
          "{\"index\":8,\"file\":\"f.pbn\",\"board\":\"9\",\"game\":\"whist\",\"line\":12,"
          "\"column\":5,\"error\":\"card SA listed twice\"}\n");
    CHECK(j.diagnostic == "f.pbn:12:5: board 9: card SA listed twice");
    CHECK(j.failed());
    // A file that could not be opened: no board, no game, no line.
    const Diagnostic open{SourceLocation{"gone.pbn", 0, 0}, "", "cannot open the file"};
    const Record none =
        failed_record(RecordFormat::kJson, Origin{0, "gone.pbn"}, open, std::nullopt);
    CHECK(none.line ==
          "{\"index\":0,\"file\":\"gone.pbn\",\"board\":null,\"game\":null,\"line\":null,"
          "\"column\":null,\"error\":\"cannot open the file\"}\n");
    // CSV: where and why as rows of the same seven columns; the game left empty when unknown.
    const Record c = failed_record(RecordFormat::kCsv, Origin{8, "f.pbn"}, d, std::nullopt);
    CHECK(c.csv_header == "index,file,board,game,row,column,value");
    CHECK(c.line ==
          "8,f.pbn,9,,0,line,12\n8,f.pbn,9,,0,column,5\n8,f.pbn,9,,0,error,card SA listed twice\n");
    const Record none_csv =
        failed_record(RecordFormat::kCsv, Origin{0, "gone.pbn"}, open, std::nullopt);
    CHECK(none_csv.line == "0,gone.pbn,,,0,error,cannot open the file\n");
}

TEST_CASE("batch: the input gives every board an index, read or not") {
    const std::string good = std::string(STICH_TEST_DATA) + "/batch/endgames.pbn";
    BatchInput input({good, "/nonexistent/x.pbn", good});
    std::vector<Item> items;
    while (auto item = input.next()) items.push_back(std::move(*item));
    REQUIRE(items.size() == 121);
    for (size_t i = 0; i < items.size(); ++i) CHECK(items[i].origin.index == i);
    // Boards 9 and 41 of the file cannot be read: items without a board, in their place.
    for (size_t base : {size_t{0}, size_t{61}}) {
        CHECK(items[base + 7].board->id == "8");
        CHECK_FALSE(items[base + 8].board);
        CHECK(items[base + 8].problem->board == "9");
        CHECK(items[base + 8].problem->where.line == 62);
        CHECK(items[base + 9].board->id == "10");
        CHECK_FALSE(items[base + 40].board);
        CHECK(items[base + 40].problem->board == "41");
        CHECK(items[base + 59].board->id == "60");
    }
    CHECK(items[60].origin.file == "/nonexistent/x.pbn");
    CHECK(items[60].problem->message.find("cannot open the file") == 0);
    CHECK(items[61].origin.file == good);
    CHECK(input.files_opened() == 2);
    CHECK(estimate_boards({good, good}) == 120);
    CHECK(estimate_boards({good, "-"}) == 0);
}

TEST_CASE("batch: an interrupted output is read back up to its torn line") {
    const std::string done = json_lines({0, 1, 2});
    const std::string torn = json_record(3, "4").line.substr(0, 20);
    std::vector<std::string> seen;
    const auto read =
        read_resume_point(temp_file("torn.jsonl", done + torn), RecordFormat::kJson, Shard{},
                          [&](const std::string& header, const std::string& line) {
                              CHECK(header.empty());
                              seen.push_back(line);
                          });
    REQUIRE(std::holds_alternative<ResumePoint>(read));
    const auto& p = std::get<ResumePoint>(read);
    CHECK(p.records == 3);
    CHECK(p.torn);
    CHECK(p.keep_bytes == done.size());
    CHECK(p.last->index == 2);
    CHECK(p.last->board == "3");
    REQUIRE(seen.size() == 3);
    CHECK(seen[1] + '\n' == json_record(1, "2").line);

    // No file, or an empty one: nothing done.
    const auto none =
        read_resume_point("/nonexistent/out.jsonl", RecordFormat::kJson, Shard{}, kIgnore);
    CHECK(std::get<ResumePoint>(none).records == 0);

    // Shard 1/2 holds boards 1, 3, 5...; its records must be those.
    const std::string shard_path = temp_file("shard.jsonl", json_lines({1, 3}));
    CHECK(std::get<ResumePoint>(
              read_resume_point(shard_path, RecordFormat::kJson, Shard{1, 2}, kIgnore))
              .records == 2);
    const auto wrong = read_resume_point(shard_path, RecordFormat::kJson, Shard{}, kIgnore);
    REQUIRE(std::holds_alternative<std::string>(wrong));
    CHECK(std::get<std::string>(wrong).find(":1: record of board index 1 where this batch "
                                            "(shard 0/1) has index 0") != std::string::npos);
    // A JSON output is not resumed as CSV.
    const auto csv = read_resume_point(shard_path, RecordFormat::kCsv, Shard{1, 2}, kIgnore);
    CHECK(std::holds_alternative<std::string>(csv));
}

TEST_CASE("batch: a last line without its newline is dropped only when it begins a record") {
    const auto read = [](const std::string& name, const std::string& text,
                         RecordFormat format = RecordFormat::kJson) {
        return read_resume_point(temp_file(name, text), format, Shard{}, kIgnore);
    };
    const auto refused = [&](const std::string& name, const std::string& text,
                             RecordFormat format = RecordFormat::kJson) {
        const auto r = read(name, text, format);
        return std::holds_alternative<std::string>(r) ? std::get<std::string>(r) : "";
    };
    // The whole file one line without a newline: its key must be there in full.
    const std::string foreign =
        " not a JSON record of a batch (a last line without its newline): this file is not the "
        "output of this batch (or of another --json/--csv)";
    for (const std::string text : {"my notes", "{", "{\"index\":0}", "{\"index\":0,\"fi",
                                   "{\"index\":1,\"file\":\"f.pbn\""}) {
        CAPTURE(text);
        CHECK(refused("one.jsonl", text) == temp_file("one.jsonl", text) + ":1:" + foreign);
    }
    const auto first = read("first.jsonl", "{\"index\":0,\"file\":\"f.pbn\",\"bo");
    REQUIRE(std::holds_alternative<ResumePoint>(first));
    CHECK(std::get<ResumePoint>(first).records == 0);
    CHECK(std::get<ResumePoint>(first).torn);
    CHECK(std::get<ResumePoint>(first).keep_bytes == 0);
    // After records, any start of the next one: a single byte of it, too.
    const std::string done = json_lines({0, 1, 2});
    for (const std::string torn : {"{", "{\"index\":", "{\"index\":3,\"file\":\"f"}) {
        const auto r = read("after.jsonl", done + torn);
        REQUIRE(std::holds_alternative<ResumePoint>(r));
        CHECK(std::get<ResumePoint>(r).records == 3);
        CHECK(std::get<ResumePoint>(r).keep_bytes == done.size());
    }
    // ... but not another record's, nor anything else.
    CHECK(refused("after.jsonl", done + "{\"index\":4,") ==
          temp_file("after.jsonl", done) + ":4:" + foreign);
    CHECK(refused("after.jsonl", done + "my notes") ==
          temp_file("after.jsonl", done) + ":4:" + foreign);
    // CSV: the header alone, whole, or a row of the record being written or of the next.
    const std::string h = "index,file,board,game,row,column,value";
    CHECK(std::holds_alternative<ResumePoint>(read("h.csv", h, RecordFormat::kCsv)));
    CHECK(!refused("h.csv", "index,fi", RecordFormat::kCsv).empty());
    CHECK(!refused("h.csv", "some,values", RecordFormat::kCsv).empty());
    const std::string rows = h + "\n0,f,1,whist,0,tricks,7\n";
    CHECK(
        std::holds_alternative<ResumePoint>(read("r.csv", rows + "0,f,1,wh", RecordFormat::kCsv)));
    CHECK(std::holds_alternative<ResumePoint>(read("r.csv", rows + "1,f", RecordFormat::kCsv)));
    CHECK(!refused("r.csv", rows + "7,f", RecordFormat::kCsv).empty());
}

TEST_CASE("batch: a file is known as a batch's output by every line, the first whole or torn") {
    CHECK_FALSE(not_batch_output("/nonexistent/out.jsonl"));
    CHECK_FALSE(not_batch_output(temp_file("empty", "")));
    CHECK_FALSE(not_batch_output(temp_file("j", json_lines({0, 1}))));
    // A torn first line shows its key's whole start, as a resume asks; a last one its index's.
    CHECK_FALSE(not_batch_output(temp_file("t", "{\"index\":5,\"file\":\"f")));
    CHECK(not_batch_output(temp_file("t5", "{\"index\":5,\"fi")));
    CHECK(not_batch_output(temp_file("t0", "{\"index\":0}")));
    CHECK_FALSE(not_batch_output(temp_file("j2", json_lines({0, 1}) + "{\"ind")));
    CHECK_FALSE(not_batch_output(temp_file("j3", json_lines({0, 1}) + "{\"index\":2,\"file")));
    const std::string noted = temp_file("noted", json_lines({0, 1}) + "checked up to here");
    CHECK(not_batch_output(noted) ==
          noted +
              ":3: not a JSON record: this file is not the output of a batch, and is left as it "
              "was");
    CHECK(not_batch_output(temp_file("middle", json_lines({0}) + "note\n" + json_lines({1}))));
    CHECK_FALSE(not_batch_output(temp_file("c", "index,file,board,game,row,column,value\n")));
    const std::string notes = temp_file("notes", "my notes");
    CHECK(not_batch_output(notes) ==
          notes +
              ":1: not a record of a batch: this file is not the output of a batch, and is left "
              "as it was");
    CHECK(not_batch_output(temp_file("brace", "{")));
    CHECK(not_batch_output(temp_file("line", "hello\n{\"index\":0,\"file\":\"f\"}\n")));
}

TEST_CASE("batch: the output file is locked: a second writer is refused, a stream is not read") {
    const std::string path = temp_file("locked.jsonl", json_lines({0, 1}));
    std::string error;
    auto first = OutputFile::open(path, &error);
    REQUIRE(first);
    CHECK(first->resumable());
    // Another open of the file (in this process or another) finds the lock taken.
    CHECK_FALSE(OutputFile::open(path, &error));
    CHECK(error == path +
                       ": another stich batch is writing this file (it holds the file's lock): "
                       "wait for it to end, or give another --out");
    // Cut to what earlier runs wrote whole, then written on.
    CHECK_FALSE(first->keep(json_record(0, "1").line.size()));
    first->stream() << json_record(1, "x").line << std::flush;
    CHECK(first->stream().good());
    first.reset();  // the lock goes with it
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    CHECK(text.str() == json_record(0, "1").line + json_record(1, "x").line);
    CHECK(OutputFile::open(path, &error));

    const auto stream = OutputFile::open("/dev/null", &error);
    REQUIRE(stream);
    CHECK_FALSE(stream->resumable());
    const auto full = OutputFile::open("/dev/full", &error);
    REQUIRE(full);
    full->stream() << "x\n" << std::flush;
    CHECK(full->stream().bad());
    const std::string folder = std::filesystem::temp_directory_path().string();
    CHECK_FALSE(OutputFile::open(folder, &error));
    CHECK(error == folder + ": is a directory");
}

TEST_CASE("batch: a CSV output is read back with its header") {
    const std::string header = "index,file,board,game,row,column,value";
    const std::string text =
        header + "\n0,f.pbn,\"1\",whist,0,tricks,7\n1,f.pbn,\"2\",whist,0,tricks,8\n2,f";
    const auto read =
        read_resume_point(temp_file("out.csv", text), RecordFormat::kCsv, Shard{}, kIgnore);
    const auto& p = std::get<ResumePoint>(read);
    // The last record of a CSV file is analysed again: nothing says all its rows were written.
    CHECK(p.records == 1);
    CHECK(p.csv_header == header);
    CHECK(p.torn);
    CHECK(p.keep_bytes == text.size() - 3 - std::string("1,f.pbn,\"2\",whist,0,tricks,8\n").size());
}

TEST_CASE("batch: a CSV record of several rows (one per game) is one record") {
    const std::string h = "index,file,board,game,row,column,value";
    const std::string b0 = "0,f,1,alliance,0,contract,Solo S\n0,f,1,alliance,1,contract,Solo H\n";
    const std::string b1 = "1,f,2,alliance,0,contract,Solo S\n1,f,2,alliance,1,contract,Solo H\n";
    const std::string b2 = "2,f,3,alliance,0,contract,Solo S\n";
    std::vector<std::string> seen;
    auto collect = [&](const std::string&, const std::string& record) { seen.push_back(record); };
    const auto read = read_resume_point(temp_file("rows.csv", h + '\n' + b0 + b1 + b2),
                                        RecordFormat::kCsv, Shard{}, collect);
    REQUIRE(std::holds_alternative<ResumePoint>(read));
    const auto& p = std::get<ResumePoint>(read);
    CHECK(p.records == 2);  // board 3's rows may be incomplete: done again
    CHECK(p.last->index == 1);
    CHECK(p.keep_bytes == h.size() + 1 + b0.size() + b1.size());
    REQUIRE(seen.size() == 2);
    CHECK(seen[1] + '\n' == b1);

    // Shards of such records merge record by record.
    const std::string x = temp_file("r0.csv", h + '\n' + b0 + b2);
    const std::string y = temp_file("r1.csv", h + '\n' + b1);
    std::ostringstream out;
    seen.clear();
    CHECK(merge_records({y, x}, out, collect).empty());
    CHECK(out.str() == h + '\n' + b0 + b1 + b2);
    CHECK(seen.size() == 3);
}

TEST_CASE("batch: shards merge into index order, and gaps are named") {
    const std::string a = temp_file("m0", json_lines({0, 3, 6}));
    const std::string b = temp_file("m1", json_lines({1, 4}));
    const std::string c = temp_file("m2", json_lines({2, 5}));
    std::ostringstream out;
    size_t visited = 0;
    auto problems =
        merge_records({c, a, b}, out, [&](const std::string&, const std::string&) { ++visited; });
    CHECK(problems.empty());
    CHECK(out.str() == json_lines({0, 1, 2, 3, 4, 5, 6}));
    CHECK(visited == 7);

    std::ostringstream gap;
    problems = merge_records({a, c, a}, gap, kIgnore);
    CHECK(gap.str() == json_lines({0, 2, 3, 5, 6}));
    // 0, 0 again, 2 after a gap, 3, 3 again, 5 after a gap, 6, 6 again.
    REQUIRE(problems.size() == 5);
    CHECK(problems[0] == a + ": board index 0 is in more than one file (kept once)");
    CHECK(problems[1] == "board index 1 is in no file (a shard missing or not finished?)");
    CHECK(problems[3] == "board index 4 is in no file (a shard missing or not finished?)");

    // CSV: one header, whatever the games.
    const std::string h = "index,file,board,game,row,column,value";
    const std::string x =
        temp_file("c0", h + "\n0,f,1,whist,0,tricks,7\n2,f,3,preference,0,contract,G1\n");
    const std::string y = temp_file("c1", h + "\n1,f,2,whist,0,tricks,8\n");
    std::ostringstream csv;
    problems = merge_records({y, x}, csv, kIgnore);
    CHECK(problems.empty());
    CHECK(csv.str() == h + "\n0,f,1,whist,0,tricks,7\n1,f,2,whist,0,tricks,8\n" +
                           "2,f,3,preference,0,contract,G1\n");

    std::ostringstream mixed;
    problems = merge_records({a, x}, mixed, kIgnore);
    REQUIRE_FALSE(problems.empty());
    CHECK(problems[0].find("another format") != std::string::npos);
}
