#include "pbn_board.h"

#include <algorithm>
#include <cctype>

#include "contract_check.h"
#include "deal_check.h"
#include "pbn_play.h"
#include "pbn_values.h"
#include "record_schema.h"
#include "stich/io/pbn.h"

namespace stich::io {

namespace {

// A value that says nothing: empty, blank or "?" (PBN's "unknown").
bool unknown_value(std::string_view value) {
    const auto words = split_words(value);
    return words.empty() || (words.size() == 1 && words[0].text == "?");
}

// The value of a tag that holds one word, white space around it dropped.
Word single_word(const RawTag& tag) {
    return one_word(tag.token.name, tag.token.value);
}

// The first seat of [Deal] as the game writes it: "'N:', 'E:', 'S:' or 'W:'", "'1:'".
std::string first_seat_choices(Game game) {
    const Seats& schema_seats = record_schema(game).seats;
    if (schema_seats.numbered()) return "'1:'";
    std::vector<std::string> seats;
    for (char c : schema_seats.letters()) seats.push_back("'" + std::string(1, c) + ":'");
    return join_choices(seats, "or");
}

// Whether the records layer describes `game` itself (a record schema of src/io/schema/).
bool has_record_schema(Game game) {
    const auto& schemas = record_schemas();
    return std::any_of(schemas.begin(), schemas.end(),
                       [game](const RecordSchema* schema) { return schema->game == game; });
}

struct Builder {
    const std::vector<RawTag>& tags;
    Board board;
    GameShape shape;
    DealSources sources;
    const std::vector<GameRecords>* declared = nullptr;  // the games declared to the reader
    const GameRecords* own = nullptr;                    // the board's game, if declared
    // The tag of the game's own that made the trump (OwnTag::trump), and how a message names
    // its value.
    const RawTag* trump_tag = nullptr;
    std::string trump_named = {};

    // The declaration of `game`'s own tags among those given to the reader, or nullptr.
    const GameRecords* declared_of(Game game) const { return records_of(*declared, game); }

    const RawTag* first(std::string_view name) const {
        for (const RawTag& tag : tags)
            if (tag.token.name == name) return &tag;
        return nullptr;
    }

    int seat(const Word& word) const {
        return parse_seat(board.game, board.players, word.text, word.offset);
    }

    void add_source(const RawTag& tag, const CardAt& at, std::string place, int hand = -1,
                    int taken_by = -1) {
        sources.cards.push_back(CardSource{at.card, tag.token.value_line,
                                           tag.token.column_of(at.offset), std::move(place), hand,
                                           taken_by});
    }

    void read(std::string_view name, void (*reader)(Builder&, const RawTag&)) {
        const RawTag* tag = first(name);
        if (!tag || unknown_value(tag->token.value)) return;
        try {
            reader(*this, *tag);
        } catch (const ValueError& e) {
            throw error_in(*tag, e.offset, e.message);
        }
    }
};

void read_game(Builder& b, const RawTag& tag) {
    const Word word = single_word(tag);
    const std::string name = lower(word.text);
    std::vector<std::string> names;
    for (const RecordSchema* schema : record_schemas()) {
        names.emplace_back(schema->name);
        if (name != schema->name) continue;
        b.board.game = schema->game;
        b.board.players = schema->default_players;
        b.own = b.declared_of(schema->game);
        return;
    }
    for (const GameRecords& declared : *b.declared) {
        if (has_record_schema(declared.game)) continue;  // named above, by its schema
        names.emplace_back(declared.name);
        if (name != declared.name) continue;
        b.board.game = declared.game;
        b.board.players = record_schema(declared.game).default_players;
        b.own = &declared;
        return;
    }
    throw ValueError{word.offset, "unknown game '" + excerpt(word.text) + "': expected " +
                                      join_choices(names, "or")};
}

void read_players(Builder& b, const RawTag& tag) {
    const Word word = single_word(tag);
    const int players = parse_count(word.text, word.offset);
    const RecordSchema& schema = record_schema(b.board.game);
    if (players < schema.min_players || players > schema.max_players) {
        std::vector<std::string> counts;
        for (int n = schema.min_players; n <= schema.max_players; ++n)
            counts.push_back(std::to_string(n));
        throw ValueError{word.offset, std::to_string(players) +
                                          " players out of range: " + std::string(schema.name) +
                                          " has " + join_choices(counts, "or")};
    }
    b.board.players = players;
}

void read_dealer(Builder& b, const RawTag& tag) {
    const Word word = single_word(tag);
    const int seat = b.seat(word);
    if (record_schema(b.board.game).dealer_last_seat && seat != b.board.players - 1)
        throw ValueError{word.offset, "dealer " + excerpt(word.text) +
                                          " is not the last seat: expected " +
                                          std::to_string(b.board.players)};
    b.board.dealer = seat;
}

void read_deal(Builder& b, const RawTag& tag) {
    const std::string_view value = tag.token.value;
    const int players = b.board.players;
    const size_t colon = value.find(':');
    const auto first_words = split_words(value.substr(0, std::min(colon, value.size())));
    if (colon == std::string_view::npos || first_words.size() != 1)
        throw ValueError{
            0, "expected the first seat " + first_seat_choices(b.board.game) + " before the hands"};
    const int first = b.seat(first_words[0]);
    const auto hands = split_words(value.substr(colon + 1), colon + 1);
    if (static_cast<int>(hands.size()) != players) {
        std::string why =
            "expected " + count_of(players, "hand") + ", found " + std::to_string(hands.size());
        // A table of another size the game seats (Alliance's 5 or 6) without [Players]: say
        // what to add.
        const RecordSchema& schema = record_schema(b.board.game);
        if (schema.min_players < schema.max_players && !b.board.tag("Players") &&
            static_cast<int>(hands.size()) >= schema.min_players &&
            static_cast<int>(hands.size()) <= schema.max_players)
            why += ": add [Players \"" + std::to_string(hands.size()) + "\"] before [Deal]";
        throw ValueError{
            static_cast<int>(hands.size()) > players ? hands[players].offset : value.size(), why};
    }
    b.sources.deal_line = tag.token.value_line;
    for (int k = 0; k < players; ++k) {
        const int seat = (first + k) % players;
        b.sources.hand_columns[seat] = tag.token.column_of(hands[k].offset);
        b.board.known[seat] = hands[k].text != "-";
        if (!b.board.known[seat]) continue;
        const std::string place = "hand " + seat_name(b.board.game, seat);
        for (const CardAt& at : parse_hand(hands[k].text, hands[k].offset, b.shape.deck)) {
            b.board.hands[seat] |= at.card;
            b.add_source(tag, at, place, seat);
        }
    }
}

void read_trump(Builder& b, const RawTag& tag) {
    const Word word = single_word(tag);
    const auto strain = parse_strain(word.text);
    if (!strain)
        throw ValueError{word.offset,
                         "bad trump '" + excerpt(word.text) + "': expected S, H, D, C or NT"};
    b.board.trump = strain;
}

// A card list in the order written, each card a source named `place`.
std::vector<Card> read_card_list(Builder& b, const RawTag& tag, const std::string& place) {
    std::vector<Card> cards;
    for (const CardAt& at : parse_card_list(tag.token.value, 0, b.shape.deck)) {
        cards.push_back(at.card);
        b.add_source(tag, at, place);
    }
    return cards;
}

void read_trick(Builder& b, const RawTag& tag) {
    b.board.trick = read_card_list(b, tag, "the trick");
    const int size = static_cast<int>(b.board.trick.size());
    if (size >= b.board.players)
        throw ValueError{split_words(tag.token.value)[0].offset,
                         "trick has " + count_of(size, "card") +
                             ": a trick in progress holds at most " +
                             std::to_string(b.board.players - 1)};
}

void read_contract(Builder& b, const RawTag& tag) {
    check_contract(b.board.game, b.board.players, tag.token.value);
    b.board.contract = tag.token.value;
}

void read_declarer(Builder& b, const RawTag& tag) {
    Word word = single_word(tag);
    // PBN writes "^S" for a declarer who swapped places with dummy (PBN 2.1, 3.4.13).
    if (record_schema(b.board.game).declarer_swaps && word.text.starts_with('^'))
        word = Word{word.text.substr(1), word.offset + 1};
    b.board.declarer = b.seat(word);
}

void read_won(Builder& b, const RawTag& tag) {
    const auto words = split_words(tag.token.value);
    const int players = b.board.players;
    if (static_cast<int>(words.size()) != players)
        throw ValueError{misfit(words, players).offset,
                         "expected " + std::to_string(players) +
                             " numbers of tricks, one per seat, found " +
                             std::to_string(words.size())};
    std::vector<int> won;
    int total = 0;
    size_t over = words.size();  // the word where the count passes a deal's tricks
    for (size_t i = 0; i < words.size(); ++i) {
        won.push_back(parse_count(words[i].text, words[i].offset));
        // Each count is bounded before it is added, so that the sum cannot overflow.
        if (won.back() > b.shape.hand_size)
            throw ValueError{words[i].offset,
                             count_of(won.back(), "trick") + " won by seat " +
                                 seat_name(b.board.game, static_cast<int>(i)) + ", more than the " +
                                 std::to_string(b.shape.hand_size) + " tricks of a deal"};
        total += won.back();
        if (total > b.shape.hand_size && over == words.size()) over = i;
    }
    // The message quotes the whole sum ("5 5 5 5" adds up to 20), not where it passed 13.
    if (over < words.size())
        throw ValueError{words[over].offset,
                         "tricks won add up to " + std::to_string(total) + ", more than the " +
                             std::to_string(b.shape.hand_size) + " tricks of a deal"};
    b.board.won = std::move(won);
}

// The seat a tag of the board's game's own keeps out of the play (OwnTag::sits_out), or -1.
SeatOut seat_out(const Builder& b) {
    if (!b.own) return {};
    for (const OwnTag& own : b.own->tags) {
        const RawTag* tag = b.first(own.name);
        if (!own.sits_out || !tag || unknown_value(tag->token.value)) continue;
        if (const int seat = own.sits_out(tag->token.value, b.board); seat >= 0)
            return SeatOut{seat, own.name};
    }
    return {};
}

// The cards a tag of the board's game's own says a seat took into his hand (OwnTag::taken_by),
// given the whole board read: each of them a source of the deal check taken by that seat.
void mark_taken(Builder& b) {
    if (!b.own) return;
    for (const OwnTag& own : b.own->tags) {
        const RawTag* tag = b.first(own.name);
        if (!own.taken_by || !own.cards || !tag || unknown_value(tag->token.value)) continue;
        const int seat = own.taken_by(tag->token.value, b.board);
        if (seat < 0) continue;
        CardSet cards;
        for (const PlacedCard& placed : own.cards(tag->token.value)) cards |= placed.card;
        for (CardSource& source : b.sources.cards)
            if (source.hand < 0 && source.place == own.place && cards.contains(source.card))
                source.taken_by = seat;
    }
}

// The cards each seat may play beside his hand's, by the board's game's own tags
// (OwnTag::also_plays).
std::array<CardSet, kMaxSeats> also_played(const Builder& b) {
    std::array<CardSet, kMaxSeats> also{};
    if (!b.own) return also;
    for (const OwnTag& own : b.own->tags) {
        const RawTag* tag = b.first(own.name);
        if (!own.also_plays || !tag || unknown_value(tag->token.value)) continue;
        for (int seat = 0; seat < b.board.players; ++seat)
            also[static_cast<size_t>(seat)] |= own.also_plays(tag->token.value, b.board, seat);
    }
    return also;
}

// A defect of the play section never costs the board (only `play` and `analyze` use the
// play): it is kept as the board's play_problem, with the tricks before it.
void read_play_tag(Builder& b, const RawTag& tag) {
    PlayRead read;
    try {
        read = read_play(b.board, b.seat(single_word(tag)), tag, seat_out(b), also_played(b));
    } catch (const ValueError& e) {
        const BoardError error = error_in(tag, e.offset, e.message);
        read.problem = Diagnostic{SourceLocation{"", error.line, error.column}, "", error.message};
    }
    b.board.play = std::move(read.tricks);
    if (read.problem) {
        read.problem->where.file = b.board.where.file;
        read.problem->board = b.board.id;
        b.board.play_problem = std::move(read.problem);
    }
}

// A trump that is not the strain of the bridge contract beside it: which one the record means
// cannot be told, and the answer depends on it.
void check_contract_strain(Builder& b) {
    const RawTag* contract = b.first("Contract");
    const auto strain_of = record_schema(b.board.game).contract_strain;
    if (!contract || !strain_of || !b.board.trump) return;
    const auto strain = strain_of(b.board.contract);
    if (!strain || *strain == *b.board.trump) return;
    const RawTag* tag = b.trump_tag ? b.trump_tag : b.first("Trump");
    const std::string given = b.trump_tag ? b.trump_named : "[Trump \"" + tag->token.value + "\"]";
    throw error_in(*tag, split_words(tag->token.value)[0].offset,
                   given + " contradicts [Contract \"" + excerpt(b.board.contract) +
                       "\"], whose strain " + std::string(kStrainNames[*strain]) +
                       " is the trump: give one of them");
}

// A value of an informational tag that cannot be what the tag means is read as unknown, with a
// warning: the board is answered as well without it.
void warn(Builder& b, const RawTag& tag, size_t offset, std::string message) {
    const BoardError at = error_in(tag, offset, std::move(message));
    b.board.notes.push_back(Diagnostic{SourceLocation{b.board.where.file, at.line, at.column},
                                       b.board.id, at.message, Severity::kWarning});
}

// [Vulnerable]: PBN's None (Love, -), NS, EW, All (Both).  Bridge's par needs it.
void check_vulnerable(Builder& b, const RawTag& tag) {
    const auto words = split_words(tag.token.value);
    const std::string value = lower(words.size() == 1 ? words[0].text : "");
    for (std::string_view known : {"none", "love", "-", "ns", "ew", "all", "both"})
        if (value == known) return;
    warn(b, tag, words[0].offset,
         "unknown vulnerability '" + excerpt(tag.token.value) +
             "': expected None, NS, EW or All (or Love, -, Both); read as unknown, so no par");
}

// [Result]: the tricks declarer took, optionally after the side that took them ("NS 9").
void check_result(Builder& b, const RawTag& tag) {
    const auto words = split_words(tag.token.value);
    const Word& last = words.back();
    const std::string side = lower(words.size() == 2 ? words[0].text : "");
    const auto tricks = whole_number<int>(last.text);
    const bool side_ok = words.size() == 1 || (words.size() == 2 && (side == "ns" || side == "ew"));
    if (side_ok && tricks && *tricks >= 0 && *tricks <= b.shape.hand_size) return;
    const std::string range = "0 to " + std::to_string(b.shape.hand_size);
    std::string why;
    if (!side_ok || !tricks)
        why = "not a number of tricks";
    else
        why = *tricks < 0 ? "fewer than none" : "more tricks than a deal has";
    warn(b, tag, side_ok ? last.offset : words[0].offset,
         "impossible result '" + excerpt(tag.token.value) + "' (" + why + "): expected " + range +
             " tricks taken by declarer; read as unknown");
}

struct TagReader {
    std::string_view name;
    void (*read)(Builder&, const RawTag&);
};

// After [Game] and [Players], which decide the shape of everything else.  Dealer before Deal
// before Trump before the game's own tags read after it (whist's [Turned]): each check needs
// what comes before it.
const TagReader kReaders[] = {
    {"Dealer", read_dealer},
    {"Deal", read_deal},
    {"Trump", read_trump},
    {"Trick", read_trick},
    {"Contract", read_contract},
    {"Declarer", read_declarer},
    {"Variant", [](Builder& b, const RawTag& t) { b.board.variant = t.token.value; }},
    {"Leader", [](Builder& b, const RawTag& t) { b.board.leader = b.seat(single_word(t)); }},
    {"Won", read_won},
};

bool declares(const GameRecords* game, std::string_view name) {
    return game && std::any_of(game->tags.begin(), game->tags.end(),
                               [name](const OwnTag& tag) { return tag.name == name; });
}

// The tags of the board's game's own read after the reader's tag `after` (OwnTag::after), each
// through its declaration (game_records.h); the cards a tag places are the deal check's, and
// the strain a tag makes trumps the board's trump.  A tag of another declared game that says
// why it cannot be on this board (OwnTag::elsewhere) is checked at the same place, in the
// order of the declared games, unless the board's game declares a tag of that name.
void read_own_tags(Builder& b, std::string_view after) {
    for (const GameRecords& declared : *b.declared)
        for (const OwnTag& own : declared.tags) {
            const RawTag* tag = b.first(own.name);
            if (read_after(own) != after || !tag || unknown_value(tag->token.value)) continue;
            size_t offset = 0;
            if (&declared != b.own) {
                // A tag the board's game declares too ([Discard]: Préférence's and Alliance's)
                // is read by its own game's declaration alone.
                if (!own.elsewhere || declares(b.own, own.name)) continue;
                std::string why = own.elsewhere(tag->token.value, b.board, offset);
                if (!why.empty()) throw error_in(*tag, offset, std::move(why));
                continue;
            }
            std::string why = why_not(own, tag->token.value, b.board, offset);
            if (!why.empty()) throw error_in(*tag, offset, std::move(why));
            if (own.trump) {
                TagTrump trump = own.trump(tag->token.value, b.board);
                b.board.trump = trump.strain;
                b.trump_tag = tag;
                b.trump_named = std::move(trump.named);
            }
            if (!own.cards) continue;
            for (const PlacedCard& placed : own.cards(tag->token.value)) {
                b.add_source(*tag, CardAt{placed.card, placed.offset}, std::string(own.place));
                b.sources.placed |= placed.card;
            }
            b.sources.piles_given = true;
        }
}

}  // namespace

const GameRecords* records_of(const std::vector<GameRecords>& games, Game game) {
    for (const GameRecords& records : games)
        if (records.game == game) return &records;
    return nullptr;
}

std::string why_not(const OwnTag& tag, std::string_view value, const Board& board, size_t& offset) {
    return tag.check_in ? tag.check_in(value, board, offset) : tag.check(value, offset);
}

std::vector<OwnPile> own_piles(const Board& board, const GameRecords* own) {
    std::vector<OwnPile> piles;
    if (!own) return piles;
    for (const OwnTag& declared : own->tags) {
        const TagPair* tag = own_tag(board, declared.name);
        if (!declared.cards || !tag) continue;
        size_t offset = 0;
        if (!why_not(declared, tag->value, board, offset).empty()) continue;
        std::string_view name = declared.place;
        if (name.starts_with("the ")) name.remove_prefix(4);
        OwnPile pile{
            &declared, name, {}, {}, declared.write ? declared.write(tag->value) : tag->value};
        for (const PlacedCard& placed : declared.cards(tag->value)) {
            pile.cards |= placed.card;
            pile.laid.push_back(placed.card);
        }
        piles.push_back(std::move(pile));
    }
    return piles;
}

std::optional<OwnTrump> own_trump(const Board& board, const GameRecords* own) {
    if (!own) return std::nullopt;
    for (const OwnTag& declared : own->tags) {
        const TagPair* tag = own_tag(board, declared.name);
        size_t offset = 0;
        if (!declared.trump || !tag || !why_not(declared, tag->value, board, offset).empty())
            continue;
        return OwnTrump{&declared, declared.write ? declared.write(tag->value) : tag->value};
    }
    return std::nullopt;
}

void set_own_pile(Board& board, const OwnPile& pile, CardSet cards) {
    set_own_tag(board, pile.tag->name, pile.tag->value_of(cards));
}

std::string_view read_after(const OwnTag& tag) {
    return tag.after.empty() ? kOwnTagsAfter : tag.after;
}

const TagPair* own_tag(const Board& board, std::string_view name) {
    const TagPair* tag = board.tag(name);
    return tag && !unknown_value(tag->value) ? tag : nullptr;
}

BoardError error_in(const RawTag& tag, size_t offset, std::string message) {
    return BoardError{tag.token.value_line, tag.token.column_of(offset), std::move(message)};
}

GameShape game_shape(Game game, int players) {
    return record_schema(game).shape(players);
}

int default_players(Game game) {
    return record_schema(game).default_players;
}

int default_leader(const Board& board) {
    return record_schema(board.game).first_leader(board);
}

const std::vector<std::string_view>& known_tags() {
    static const std::vector<std::string_view> names = [] {
        std::vector<std::string_view> all = {"Game", "Players"};
        for (const TagReader& reader : kReaders) all.push_back(reader.name);
        all.push_back("Play");
        return all;
    }();
    return names;
}

Board build_board(const std::vector<RawTag>& tags, const SourceLocation& where, std::string id,
                  const std::vector<GameRecords>& games) {
    Builder b{tags, {}, {}, {}, &games};
    b.own = b.declared_of(b.board.game);  // a board without [Game] is of the first schema's game
    b.board.where = where;
    b.board.id = std::move(id);
    for (const RawTag& tag : tags) {
        TagPair pair{tag.token.name,
                     tag.token.value,
                     SourceLocation{where.file, tag.token.line, tag.token.column},
                     {}};
        for (const SectionLine& line : tag.section) {
            std::string text;
            for (const SectionToken& token : line.tokens)
                text += (text.empty() ? "" : " ") + token.text;
            pair.section.push_back(std::move(text));
        }
        b.board.tags.push_back(std::move(pair));
    }
    b.read("Game", read_game);
    b.read("Players", read_players);
    b.shape = game_shape(b.board.game, b.board.players);
    b.board.dealer = record_schema(b.board.game).dealer_last_seat ? b.board.players - 1 : 3;
    for (const TagReader& reader : kReaders) {
        b.read(reader.name, reader.read);
        read_own_tags(b, reader.name);
    }
    check_contract_strain(b);
    b.read("Vulnerable", check_vulnerable);
    b.read("Result", check_result);
    mark_taken(b);
    check_cards(b.board, b.sources);
    if (const RawTag* play = b.first("Play"); play && !unknown_value(play->token.value))
        read_play_tag(b, *play);
    return std::move(b.board);
}

}  // namespace stich::io

namespace stich {

bool reads_tag(std::string_view name) {
    const auto& known = io::known_tags();
    return std::find(known.begin(), known.end(), name) != known.end();
}

}  // namespace stich
