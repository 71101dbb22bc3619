#!/usr/bin/env bash
# The HTML pages as headless Chromium renders them: one mode per page kind, each for the three
# games.  Assertions on the page's visible text after the scripts ran (--dump-dom): no float
# with more than 4 decimals, no snake_case key, no raw true/false, no hyphen-minus before a
# number (the pages' minus is U+2212), failed boards shown, the viewer at step N for
# "#step=N".  Screenshots are left in the test's folder of the build.
# Exit 77 (skipped) without chromium.
set -u
mode=$1 stich=$2 root=$3 out=$4
hands=$root/sample-hands
chromium=$(command -v chromium || command -v chromium-browser || true)
mkdir -p "$out"
fail() { echo "FAIL ($mode): $*"; exit 1; }

flags=(--headless --no-sandbox --disable-gpu --disable-quic --no-first-run
       --disable-background-networking --disable-component-update --disable-sync
       --user-data-dir="$out/profile-$mode")
dom() { "$chromium" "${flags[@]}" --virtual-time-budget=3000 --dump-dom "file://$1${2:-}" 2>/dev/null; }
shot() {
  [ -n "${STICH_HTML_SHOTS:-}" ] || return 0
  "$chromium" "${flags[@]}" --window-size=${3:-1000,1400} --screenshot="$2" "file://$1" >/dev/null 2>&1
}
# The text a reader sees: the DOM without its style, scripts and tags.
visible() {
  perl -0pe 's/<(script|style)\b.*?<\/\1>//gs; s/<[^>]*>/ /g; s/&amp;/&/g; s/&lt;/</g; s/&gt;/>/g'
}
# The visible text of a page checked before (check_page keeps it), without starting Chromium again.
seen() { cat "${1%.html}.txt"; }
check_page() {  # page: the visible text holds no raw key, long float or true/false
  local page=$1 text
  [ -s "$page" ] || fail "$page was not written"
  text=$(dom "$page" | visible)
  printf '%s\n' "$text" >"${page%.html}.txt"
  [ -n "$text" ] || fail "chromium rendered nothing for $page"
  if grep -oE '\b[a-z]+_[a-z_]+\b' <<<"$text" | head -3 | grep -q .; then
    fail "$page shows snake_case keys: $(grep -oE '\b[a-z]+_[a-z_]+\b' <<<"$text" | sort -u | head -5 | tr '\n' ' ')"
  fi
  if grep -qE '[0-9]\.[0-9]{5,}' <<<"$text"; then
    fail "$page shows a float with more than 4 decimals: $(grep -oE '[0-9]+\.[0-9]{5,}' <<<"$text" | head -3 | tr '\n' ' ')"
  fi
  if grep -qwE 'true|false|null' <<<"$text"; then fail "$page shows a raw true/false/null"; fi
  # One minus sign on every page (docs/output.md, "Notation"): U+2212, never a hyphen-minus
  # before a number (2024-01-05 and 1-3 are not signs).
  if grep -qE '(^|[^[:alnum:].-])-[0-9]' <<<"$text"; then
    fail "$page writes a hyphen-minus before a number, not U+2212: $(grep -oE '(^|[^[:alnum:].-])-[0-9.]+' <<<"$text" | head -3 | tr '\n' ' ')"
  fi
  echo "$text"
}
flat_page() {  # page: its visible text on one line, checked as check_page checks it
  local text
  text=$(check_page "$1") || { echo "$text"; return 1; }
  tr -s ' \n' ' ' <<<"$text"
}
expect() {  # text pattern what
  grep -qE -- "$2" <<<"$1" || fail "$3 (no /$2/)"
}
# What a script posts from a copy of the page laid out `width` px wide.  Headless Chromium's
# window is at least 500 px wide, so the copy is laid out in a frame of that width, and the
# script (appended to it) tells the frame's parent, which keeps it in an attribute.
framed() {  # page width name script
  local copy=${1%.html}-$3.html frame=${1%.html}-$3-$2.html window=$(( $2 + 200 > 800 ? $2 + 200 : 800 ))
  { cat "$1"; printf '%s\n' "$4"; } >"$copy"
  cat >"$frame" <<EOF
<!DOCTYPE html><html><body style="margin:0">
<iframe src="$(basename "$copy")" style="width:$2px;height:900px;border:0"></iframe>
<script>addEventListener("message", function (e) {
  document.documentElement.setAttribute("data-posted", e.data); });</script></body></html>
EOF
  "$chromium" "${flags[@]}" --window-size=$window,1000 --virtual-time-budget=5000 --dump-dom \
    "file://$frame" 2>/dev/null | grep -oE 'data-posted="[^"]*"' | sed -E 's/^data-posted="(.*)"$/\1/'
}
# The page's widths as laid out `width` px wide: "scrollWidth innerWidth".
widths_at() {  # page width
  framed "$1" "$2" measured \
    '<script>parent.postMessage(document.documentElement.scrollWidth + " " + innerWidth, "*");</script>'
}
# The tables of the boards' cards wider than their card when the page is laid out `width` px
# wide: "N" and the first's width and caption or first row ("0" where every table fits); a
# table in a scrolling box is measured all the same, as laid out.
wide_tables_at() {  # page width
  framed "$1" "$2" tables '<script>var wide = [];
document.querySelectorAll("section.board table").forEach(function (t) {
  var card = t.closest("section.board"), cs = getComputedStyle(card);
  var inner = card.getBoundingClientRect().right - parseFloat(cs.paddingRight) -
              parseFloat(cs.borderRightWidth);
  if (t.getBoundingClientRect().right > inner + 0.5)
    wide.push(Math.round(t.getBoundingClientRect().width) + " px: " +
              (t.caption ? t.caption.textContent : t.rows[0].textContent).slice(0, 60));
});
parent.postMessage(wide.length + (wide.length ? " " + wide[0] : ""), "*");</script>'
}

if [ "$mode" = paths ]; then
  # No chromium needed: where the pages go.
  d=$out/paths; rm -rf "$d"; mkdir -p "$d/a" "$d/b"
  cp "$hands/whist.pbn" "$d/a/"; cp "$hands/whist.pbn" "$d/b/"
  "$stich" analyze -t 1 "$d/a/whist.pbn" "$d/b/whist.pbn" --html "$d/pages" 2>/dev/null
  [ -s "$d/pages/whist.html" ] && [ -s "$d/pages/whist-2.html" ] ||
    fail "two inputs named whist.pbn did not give whist.html and whist-2.html"
  "$stich" analyze -t 1 "$d/a/whist.pbn" "$d/b/whist.pbn" --html "$d/x.html" 2>"$d/err"
  rc=$?
  [ $rc -eq 2 ] || fail "--html x.html with two inputs: exit $rc, not 2"
  grep -q "not a file name ending .html" "$d/err" || fail "no clear message: $(cat "$d/err")"
  [ ! -e "$d/x.html" ] || fail "x.html written anyway"
  # The same refusal of --handout names --handout, the option given, not --html.
  "$stich" solve -t 1 "$d/a/whist.pbn" "$d/b/whist.pbn" --handout "$d/y.html" 2>"$d/err"
  rc=$?
  [ $rc -eq 2 ] || fail "--handout y.html with two inputs: exit $rc, not 2"
  grep -q "^stich solve: --handout $d/y.html: 2 inputs make one page each" "$d/err" ||
    fail "--handout not named: $(cat "$d/err")"
  [ ! -e "$d/y.html" ] || fail "y.html written anyway"
  "$stich" analyze -t 1 "$hands/whist.pbn" --html - 2>/dev/null | head -1 | grep -q '<!DOCTYPE html>' ||
    fail "--html - did not write the page on standard output"
  echo "paths: ok"; exit 0
fi

[ -n "$chromium" ] || { echo "chromium is not installed: the HTML rendering test is skipped"; exit 77; }

case $mode in
analyze)
  for g in whist preference alliance; do
    page=$out/analyze-$g.html
    "$stich" analyze -t 1 "$hands/$g.pbn" --html "$page" 2>/dev/null
    text=$(check_page "$page") || { echo "$text"; exit 1; }
    expect "$text" "Board 1 \($g\)" "analyze $g: board heading"
    expect "$text" "Card 0 of [0-9]+" "analyze $g: the viewer"
    shot "$page" "$out/analyze-$g.png"
  done
  text=$(seen "$out/analyze-whist.html")
  # Every board of the sample analyses; a board that fails (its honours not all in view) is
  # shown with its error.
  if grep -q "Not analysed" <<<"$text"; then fail "analyze whist: a sample board failed"; fi
  unseen=$out/analyze-unseen.html
  "$stich" analyze -t 1 "$root/tests/data/html/honours-unseen.pbn" --html "$unseen" 2>/dev/null
  expect "$(check_page "$unseen")" "Not analysed: .*honours" "analyze: the failed board 5"
  expect "$text" "Tricks +N-S 10, E-W 3" "analyze whist: board 1's tricks row"
  text=$(seen "$out/analyze-preference.html")
  expect "$text" "Best game to name: 3" "analyze preference: the verdict sentence"
  expect "$text" "Bettler" "analyze preference: the row of each game"
  text=$(seen "$out/analyze-alliance.html")
  expect "$text" "Best for declarer: Lever 1 " "analyze alliance: the verdict"
  expect "$text" "\+7/3" "analyze alliance: settlement in fractions"
  # The games' table drawn from the values (check_values.py values checks each seat's cell
  # under its way of paying): a way of paying heads its seats, and no header holds a seat.
  text=$(tr -s ' \n' ' ' <<<"$text" | sed 's/\xc2\xad//g')  # the headers' soft hyphens
  expect "$text" "Game Partner Tricks Result Payoff Side’s figures Others’ figures each pays each shared once 1 2 3 4 1 2 3 4 Alliance S ♠K 4 12 wins \+18" \
    "analyze alliance: the games' table headed in two rows"
  # At 900 px every table of the analysis pages fits its card: Alliance's games, and
  # Préférence's games of every seat (seventeen columns, 1099 px before its cells were set
  # tight).
  for g in alliance whist preference; do
    wide=$(wide_tables_at "$out/analyze-$g.html" 900)
    [ "$wide" = 0 ] || fail "analyze $g at 900 px: ${wide:-nothing measured} (a table wider than its card)"
  done
  # The text's tables on the page (check_values.py text): each number in the page's column
  # under the header the text puts it under, not one off; every game's --variants all (the
  # settlement of each seat) and Préférence's analysis (its games with their discards).
  if command -v python3 >/dev/null; then
    for spec in "whist --variants=all" "preference --variants=all" \
                "alliance --variants=all" "preference"; do
      set -- $spec
      g=$1; shift
      page=$out/text-$g${1:+-variants}.html
      "$stich" analyze -t 1 "$hands/$g.pbn" "$@" --html "$page" 2>/dev/null
      "$stich" analyze -t 1 "$hands/$g.pbn" "$@" >"${page%.html}.txt.out" 2>/dev/null
      dom "$page" >"${page%.html}.dom"
      python3 "$root/tests/html/check_values.py" text "${page%.html}.dom" "${page%.html}.txt.out" ||
        fail "analyze $spec: a table of the page puts a number under another header than the text"
    done
  fi
  ;;
play)
  for g in whist preference alliance; do
    page=$out/play-$g.html
    "$stich" play -t 1 "$hands/$g-play.pbn" --html "$page" 2>/dev/null
    text=$(check_page "$page") || { echo "$text"; exit 1; }
    expect "$text" "Card 0 of [0-9]+" "play $g: the viewer"
    # Step 5: the viewer moves, and shows the 5th card's step.
    d=$(dom "$page" "#step=5")
    printf '%s\n' "$d" >"$out/play-$g-step5.dom"
    grep -q 'data-step="5"' <<<"$d" || fail "play $g: #step=5 did not step the viewer"
    expect "$(visible <<<"$d")" "Card 5 of" "play $g: the status at step 5"
    grep -q 'class="vcard legal' <<<"$d" || fail "play $g: no legal card with its value at step 5"
    shot "$page#step=5" "$out/play-$g.png"
    # The tricks drawn from the audit's values (check_values.py play): each card under its
    # seat in its trick's row, its cost and the best cards as the same run's --json says.
    if command -v python3 >/dev/null; then
      dom "$page" >"$out/play-$g.dom"
      "$stich" play -t 1 "$hands/$g-play.pbn" --json >"$out/play-$g.jsonl" 2>/dev/null
      python3 "$root/tests/html/check_values.py" play "$out/play-$g.dom" "$out/play-$g.jsonl" ||
        fail "play $g: the table of the tricks differs from --json"
    fi
  done
  # Whose value a card shows, in every game: the side of the player to move at step 5.
  expect "$(visible <"$out/play-whist-step5.dom" | tr -s ' \n' ' ')" \
    "E \(E-W\) to play; the card played marked. Under each legal card of E: the tricks E-W take in all when E plays it" \
    "play whist: the values are E-W's tricks"
  expect "$(visible <"$out/play-preference-step5.dom" | tr -s ' \n' ' ')" \
    "Under each legal card of seat 3: the tricks the defence takes in all when seat 3 plays it" \
    "play preference: the values are the defence's tricks"
  expect "$(visible <"$out/play-alliance-step5.dom" | tr -s ' \n' ' ')" \
    "Under each legal card of seat 3: the marks declarer's side receives \(negative: pays\) when seat 3 plays it" \
    "play alliance: the values are the marks of declarer's side"
  ;;
maxn)
  analyzed() {  # game board: its page ($page), checked, and the page's text on one line ($text)
    page=$out/maxn-$1.html
    "$stich" analyze -t 1 "$hands/$1.pbn" --board "$2" --html "$page" 2>/dev/null
    text=$(check_page "$page") || { echo "$text"; exit 1; }
    text=$(tr -s ' \n' ' ' <<<"$text")
  }
  # Each for himself: the viewer shows, for each legal card, what max-n gives every player.
  # Préférence board 9, Ausfechten: the dealer (seat 3) leads; max-n's line ends 2-2-6
  # tricks (the text's "Max-n, each for the fewest tricks: 1: 2 2: 2 3: 6").
  analyzed preference 9
  expect "$text" "Max-n, each for the fewest tricks: 1: 2 2: 2 3: 6" "maxn preference: the text's line"
  d=$(dom "$page" "#step=0" | visible | tr -s ' \n' ' ')
  expect "$d" "Card 0 of 30\. Tricks won: 1: 0, 2: 0, 3: 0\. Seat 3 to play; max-n's card marked\." "maxn preference: step 0"
  expect "$d" "the tricks each player takes in all \(seats 1–2–3\)" "maxn preference: the legend"
  # Seat 3's ten cards all lead to 2-2-6.
  [ "$(grep -o '2–2–6' <<<"$d" | wc -l)" -ge 10 ] || fail "maxn preference: step 0 not 2–2–6 for every card"
  # Step 3, seat 1 leads to trick 2 (won 1-0-0): the choices differ; ♦10 (max-n's card, the
  # lowest of ♦QJ10) keeps 2-2-6, ♣7 gives 5-2-3.
  d=$(dom "$page" "#step=3")
  grep -q 'data-card="DT" data-value="2–2–6"' <<<"$d" || fail "maxn preference: step 3 ♦10 not 2–2–6"
  grep -q 'data-card="C7" data-value="5–2–3"' <<<"$d" || fail "maxn preference: step 3 ♣7 not 5–2–3"
  grep -q 'class="vcard legal best next" title="DT' <<<"$d" || fail "maxn preference: step 3 ♦10 not marked"
  # Step 27, the last trick: seat 3 leads ♣K alone in clubs, takes it: 2-2-5 becomes 2-2-6.
  d=$(dom "$page" "#step=27")
  grep -q 'data-card="CK" data-value="2–2–6"' <<<"$d" || fail "maxn preference: the last trick's ♣K"
  expect "$(dom "$page" "#step=30" | visible | tr -s ' \n' ' ')" \
    "The deal is over\. At the end, tricks of seats 1/2/3: 2–2–6\." "maxn preference: the end"
  shot "$page#step=3" "$out/maxn-preference.png"
  # Alliance board 6, Solo in hearts by 2 with a Resistance by 4 (Couleur: the ♥8 face up),
  # 5 cards each left, [Won "2 3 1 1"].  The text's settlement "1 0, 2 -16, 3 0, 4 +16".
  analyzed alliance 6
  # The text's "Settlement: 1 0, 2 -16, 3 0, 4 +16", drawn from the typed settlement.
  expect "$text" "Settlement \(marks\) 1 2 3 4 0 −16 0 \+16" "maxn alliance: the settlement"
  d=$(dom "$page" "#step=0" | visible | tr -s ' \n' ' ')
  expect "$d" "Card 0 of 20\. Tricks won: 1: 2, 2: 3, 3: 1, 4: 1\. Seat 1 to play" "maxn alliance: step 0"
  expect "$d" "Seat 2 \(soloist\)" "maxn alliance: the soloist named"
  expect "$d" "Seat 4 \(resister\)" "maxn alliance: the resister named"
  expect "$d" "the marks each player receives \(negative: pays\), seats 1/2/3/4" "maxn alliance: the legend"
  grep -q '0/−16/0/+16' <<<"$d" || fail "maxn alliance: step 0 not the text's 0/−16/0/+16"
  # Step 6: ♥7 led by 4, ♥9 by 1; the soloist has no heart.  ♦K keeps 0/−16/0/+16; a club
  # gives 1 the win (+52) and him −26: his own marks decide, −16 over −26, so ♦K.
  d=$(dom "$page" "#step=6")
  grep -q 'data-card="DK" data-value="0/−16/0/+16"' <<<"$d" || fail "maxn alliance: step 6 ♦K"
  grep -q 'data-card="C2" data-value="+52/−26/0/−26"' <<<"$d" || fail "maxn alliance: step 6 ♣2"
  grep -q 'class="vcard legal best next" title="DK' <<<"$d" || fail "maxn alliance: step 6 ♦K not max-n's card"
  shot "$page#step=6" "$out/maxn-alliance.png"
  ;;
solve)
  for g in whist preference alliance; do
    page=$out/solve-$g.html
    "$stich" solve -t 1 "$hands/$g.pbn" --html "$page" 2>/dev/null
    text=$(check_page "$page") || { echo "$text"; exit 1; }
    expect "$text" "Board 1 \($g\)" "solve $g: board heading"
    expect "$text" "Card 0 of [0-9]+" "solve $g: the viewer"
    # The last step of the double-dummy line: the deal is over.
    d=$(dom "$page" "#step=999")
    expect "$(visible <<<"$d")" "The deal is over" "solve $g: the viewer's last step"
  done
  # The trick tables, card values and settlements drawn from the typed answers, each number
  # as the same run's JSON has it (check_values.py values): whist's table of every leader and
  # strain, Préférence's table of every game, the card values of every game's played deal,
  # and analyze's settlements.
  if command -v python3 >/dev/null; then
    for spec in "solve whist" "solve preference" "solve alliance" "solve whist-play --cards" \
                "solve preference-play --cards" "solve alliance --cards" \
                "analyze whist" "analyze preference" "analyze alliance"; do
      set -- $spec
      page=$out/values-$1-$2${3:+-cards}.html
      "$stich" "$1" -t 1 "$hands/$2.pbn" ${3:-} --html "$page" 2>/dev/null
      "$stich" "$1" -t 1 "$hands/$2.pbn" ${3:-} --json >"${page%.html}.jsonl" 2>/dev/null
      dom "$page" >"${page%.html}.dom"
      python3 "$root/tests/html/check_values.py" values "${page%.html}.dom" "${page%.html}.jsonl" ||
        fail "$spec: a table drawn from the typed answers differs from the JSON"
    done
  fi
  ;;
judge)
  # Alliance: the board's own call ([JudgeCall]).
  for spec in "whist N --call=call" "preference 1 --call=4" "alliance 2"; do
    set -- $spec
    page=$out/judge-$1.html
    "$stich" judge -t 1 -n 12 "$hands/judge/$1.pbn" --seat "$2" ${3:-} --html "$page" 2>/dev/null
    text=$(check_page "$page") || { echo "$text"; exit 1; }
    expect "$text" "Options compared, best first" "judge $1: the comparison table"
    expect "$text" "share of deals" "judge $1: the distribution charts with axis titles"
    shot "$page" "$out/judge-$1.png"
  done
  page=$out/judge-card.html
  "$stich" judge -t 1 -n 12 "$hands/judge/whist.pbn" --seat N --call card --html "$page" 2>/dev/null
  text=$(check_page "$page") || { echo "$text"; exit 1; }
  expect "$text" "Distribution over the deals" "judge --call card: the per-card distribution"
  # The cards as a hand: N holds ♠AK ♥5432 ♦5432 ♣432, a tile each (13), coloured by its
  # option's mean; the best option (♠A ♠K, the call) marked on both its cards; one grid row
  # per option with its distribution.
  expect "$text" "Cards by value" "judge --call card: the cards' tiles"
  d=$(dom "$page")
  [ "$(grep -o 'class="ctile[^"]*" data-card=' <<<"$d" | wc -l)" -eq 13 ] ||
    fail "judge --call card: not a tile for each of N's 13 cards"
  grep -q 'class="ctile best" data-card="SA"' <<<"$d" || fail "judge --call card: ♠A not marked best"
  grep -q 'class="ctile best" data-card="SK"' <<<"$d" || fail "judge --call card: ♠K not marked best"
  [ "$(grep -o 'class="ctile best"' <<<"$d" | wc -l)" -eq 2 ] || fail "judge --call card: more than ♠AK marked best"
  grep -q 'data-card="D2" style="background:hsl(10,' <<<"$d" ||
    fail "judge --call card: the worst option (the diamonds) not at the red end of the scale"
  [ "$(grep -o '<table class="heat"' <<<"$d" | wc -l)" -eq 1 ] || fail "judge --call card: no distribution grid"
  # The figures against the JSON (check_values.py): every chart labelled with the quantity
  # its data are and its bars the JSON's shares, every grid's headers over their columns, no
  # text dump; for the three games' calls and the card.
  if command -v python3 >/dev/null; then
    for spec in "whist N --call=call" "preference 1 --call=4" "alliance 2" "whist N --call=card"; do
      set -- $spec
      page=$out/judge-$1${3:+-${3#--call=}}.html
      "$stich" judge -t 1 -n 12 "$hands/judge/$1.pbn" --seat "$2" ${3:-} --html "$page" 2>/dev/null
      "$stich" judge -t 1 -n 12 "$hands/judge/$1.pbn" --seat "$2" ${3:-} --json >"${page%.html}.jsonl" 2>/dev/null
      dom "$page" >"${page%.html}.dom"
      python3 "$root/tests/html/check_values.py" judge "${page%.html}.dom" "${page%.html}.jsonl" ||
        fail "judge $spec: the page's figures are not the JSON's"
    done
  else
    echo "python3 is not installed: the judge page's figures are not checked against the JSON"
  fi
  # A card judged in the middle of the play: the diagram shows the cards still held (E has
  # played his only spade) and the trick in progress (W's ♠J, N's ♠6), not the hands as dealt.
  mid=$out/judge-mid.pbn
  { sed -n 3,7p "$hands/whist-play.pbn"; printf '[Play "W"]\nST SA S2 SQ\nHA HK H5 HQ\nSJ S6\n*\n'; } >"$mid"
  "$stich" judge -t 1 -n 8 "$mid" --seat E --call card --html "$out/judge-mid.html" 2>/dev/null
  text=$(check_page "$out/judge-mid.html" | tr -s ' \n' ' ') || { echo "$text"; exit 1; }
  expect "$text" "E ♠— ♥63 ♦QJ107 ♣109842" "judge mid-play: E's cards still held"
  expect "$text" "Trick: W +♠J +N +♠6" "judge mid-play: the trick in progress"
  ;;
batch)
  for g in whist preference alliance alliance-play; do
    page=$out/batch-$g.html
    # whist: with a board that fails in the analysis, listed among the failed boards.
    more=()
    [ "$g" = whist ] && more=("$root/tests/data/html/honours-unseen.pbn")
    "$stich" batch -q -t 1 "$hands/$g.pbn" "${more[@]}" --html "$page" >/dev/null 2>&1
    text=$(check_page "$page") || { echo "$text"; exit 1; }
    text=$(tr -s ' \n' ' ' <<<"$text")
    expect "$text" "analysed, [0-9]+ failed" "batch $g: the statistics' summary"
    dom "$page" >"${page%.html}.dom"
    if command -v python3 >/dev/null; then
      python3 "$root/tests/html/check_values.py" tables "${page%.html}.dom" ||
        fail "batch $g: a table's rows are not as wide as its header"
    fi
    if [ "$g" = alliance-play ]; then  # its statistics hold no histogram, only tables
      expect "$text" "Boards Wins Mean settlement 1 2 3 4 5 Board contract 1 1 −24 −24 36 36 −24" \
        "batch $g: the settlement table, a column per seat"
    else
      expect "$text" "Histograms" "batch $g: the histograms"
      expect "$text" "tricks boards" "batch $g: the axis titles (tricks across, boards up)"
    fi
    shot "$page" "$out/batch-$g.png"
  done
  # Bridge records (tests/data/bridge, nine boards): the contracts against double dummy,
  # counted by hand in tests/test_bridge_stats.cpp, in a table and a chart from the values.
  "$stich" batch -q -t 1 "$root/tests/data/bridge/"*.pbn "$root/tests/data/bridge/bbo-teams.lin" \
    --html "$out/batch-bridge.html" >/dev/null 2>&1
  text=$(flat_page "$out/batch-bridge.html") || { echo "$text"; exit 1; }
  expect "$text" "bridge: 9 boards, 9 analysed, 0 failed" "batch bridge: the summary"
  expect "$text" "−2 −1 0 1 2 9 5 8 6 75.0% 55.6% 1 1 4 1 1 0 −306.25 −368.75" \
    "batch bridge: the contracts' table, each header over its value"
  expect "$text" "bridge: tricks over double dummy .* difference boards" "batch bridge: the chart"
  # alliance.pbn: boards 1-6 have 4 players, 7-8 five, 9-11 six ([Players]); each count has
  # its table of kinds and a histogram of declarer's tricks per kind.
  text=$(seen "$out/batch-alliance.html" | tr -s ' \n' ' ')
  expect "$text" "alliance: 11 boards, 11 analysed, 0 failed" "batch alliance: the summary"
  # The tables are built from the statistics' values, each header over its column: the
  # figures of each count of players, then its kinds.
  expect "$text" "Players · 4 Boards Boards with choices Best game mean settlement 1 2 3 4 6 4 10 −10 −50 50" \
    "batch alliance: the 4-player table"
  expect "$text" "Players · 5 Boards Boards with choices Best game mean settlement 1 2 3 4 5 2 2 " \
    "batch alliance: the 5-player table"
  expect "$text" "Players · 6 Boards Boards with choices Best game mean settlement 1 2 3 4 5 6 3 2 " \
    "batch alliance: the 6-player table"
  for kind in Alliance Solo Lever; do
    expect "$text" "Kinds Games Wins Wins fraction Mean payoff .* $kind [0-9]+ [0-9]+ [0-9.]+%" "batch alliance: the row of $kind"
  done
  for n in 4 5 6; do
    expect "$text" "alliance: $n players Alliance declarer tricks" "batch alliance: the $n-player histogram"
  done
  # Préférence: seat 1's settlement under "1" (board 1, contract 3: +1.40 -1.80 -0.60, pot
  # +1.00 in the text), and the grid of makes per seat with "1" over seat 1's column.
  text=$(seen "$out/batch-preference.html" | tr -s ' \n' ' ')
  expect "$text" "Contracts Boards Makes Makes fraction Mean declarer tricks Mean settlement 1 2 3 Pot 3 1 1 100.0% 7 1.4 −1.8 −0.6 1 " \
    "batch preference: the contracts' table"
  expect "$text" "Makes 1 2 3 1 1 0 0 2 0 0 0 3 0 0 1 4 0 1 0 " "batch preference: the makes per seat"
  # Failed boards, each with file, board, line:column and message: honours-unseen.pbn's board
  # 5 fails in the analysis (its honour SK is out of view; line 11 is its [Deal] tag), and a board
  # the reader refuses (an X among the ranks: line 11, column 75) is listed as not read.
  text=$(seen "$out/batch-whist.html" | tr -s ' \n' ' ')
  expect "$text" "Failed boards File Board Game Line:column Message" "batch whist: the failed boards' table"
  expect "$text" "tests/data/html/honours-unseen.pbn 5 whist 11:1 honours ♠K are in no hand" "batch whist: board 5 with its error"
  bad=$out/refused.pbn
  sed -n 5,9p "$hands/whist.pbn" >"$bad"
  printf '\n[Game "whist"]\n[Board "2"]\n[Dealer "N"]\n[Turned "C7"]\n' >>"$bad"
  printf '[Deal "N:T8732.Q875.832.7 AQJ964.J2.KJT7.Q .AT643.4.AKJ8543 K5.K9.AQ965.T9X2"]\n' >>"$bad"
  page=$out/batch-refused.html
  "$stich" batch -q -t 1 "$bad" --html "$page" >/dev/null 2>&1
  text=$(check_page "$page") || { echo "$text"; exit 1; }
  text=$(tr -s ' \n' ' ' <<<"$text")
  expect "$text" "whist: 1 board, 1 analysed, 0 failed" "batch refused: board 1 analysed"
  expect "$text" "refused.pbn 2 not read 11:75 bad rank 'X'" "batch refused: the refused board 2 with its place"
  ;;
phone)
  # At a phone's width (390 px) no page kind is wider than the window: the tables scroll in
  # their own box, the hands and charts wrap, and so do the paths in titles (the inputs are
  # read from a long path, as a build machine's checkout may be).  And the print stylesheet
  # gives a PDF.
  long=$out/inputs_at_a_long_path_without_a_break_as_a_build_machine_may_have_it/sample_hands
  rm -rf "$long"; mkdir -p "$long/judge"
  cp "$hands"/*.pbn "$long/"; cp "$hands/judge/whist.pbn" "$long/judge/"
  cp "$root/tests/data/bridge/"* "$long/"
  hands=$long
  "$stich" analyze -t 1 "$hands/preference.pbn" --html "$out/phone-analyze.html" 2>/dev/null
  "$stich" analyze -t 1 "$hands/alliance.pbn" --board 9 --board 11 --html "$out/phone-alliance.html" 2>/dev/null
  "$stich" play -t 1 "$hands/whist-play.pbn" --html "$out/phone-play.html" 2>/dev/null
  "$stich" judge -t 1 -n 12 "$hands/judge/whist.pbn" --seat N --call card --html "$out/phone-judge.html" 2>/dev/null
  "$stich" batch -q -t 1 "$hands/alliance-play.pbn" --html "$out/phone-batch.html" >/dev/null 2>&1
  # Bridge: the solve page's hand diagram with names and auction, the travelling scores of a
  # board at three tables, the handout; and the batch page of each game.
  data=$long
  "$stich" solve -t 1 "$data/bbo-teams.lin" --html "$out/phone-bridge-solve.html" 2>/dev/null
  "$stich" analyze -t 1 "$data/tournament.pbn" --html "$out/phone-bridge-travellers.html" 2>/dev/null
  "$stich" solve -t 1 "$data/bridgecomposer.pbn" --handout "$out/phone-handout.html" 2>/dev/null
  kinds="analyze alliance play judge batch bridge-solve bridge-travellers handout"
  for g in whist preference; do
    "$stich" batch -q -t 1 "$hands/$g.pbn" --html "$out/phone-batch-$g.html" >/dev/null 2>&1
    kinds="$kinds batch-$g"
  done
  for kind in $kinds; do
    page=$out/phone-$kind.html
    [ -s "$page" ] || fail "phone: $page was not written"
    w=$(widths_at "$page" 390)
    [ -n "$w" ] || fail "phone $kind: no widths measured"
    set -- $w
    [ "$1" -le "$2" ] || fail "phone $kind: the page is $1 px wide in a window of $2 px"
    echo "phone $kind: $1 px in $2 px"
  done
  "$chromium" "${flags[@]}" --no-pdf-header-footer --print-to-pdf="$out/print-analyze.pdf" \
    "file://$out/phone-analyze.html" >/dev/null 2>&1
  head -c 5 "$out/print-analyze.pdf" 2>/dev/null | grep -q '%PDF-' || fail "print: no PDF"
  ;;
bridge)
  # Bridge files in the styles of BBO (LIN), BridgeComposer, Deep Finesse and a tournament's
  # export: the page says "bridge", names the players, the vulnerability and the dealer, shows
  # the auction with its notes, the contract, result and score, and tells the tables apart.
  data=$root/tests/data/bridge
  "$stich" analyze -t 1 "$data/bbo-teams.lin" --html "$out/bridge-bbo.html" 2>/dev/null
  text=$(flat_page "$out/bridge-bbo.html") || { echo "$text"; exit 1; }
  expect "$text" "Board o1 \(bridge\)" "bbo: the heading says bridge and the room"
  expect "$text" "Board c2 \(bridge\)" "bbo: the closed room's board"
  expect "$text" "N Nora Lind \(dealer\)" "bbo: North's name by his seat, the dealer"
  expect "$text" "S Sue Kahn" "bbo: the closed room's South"
  expect "$text" "Event Club Teams Autumn" "bbo: the event"
  expect "$text" "Vulnerable NS" "bbo: board 2's vulnerability"
  expect "$text" "Auction W N E S" "bbo: the auction's columns"
  expect "$text" "negative: 4\+ hearts" "bbo: the alert's explanation"
  expect "$text" "Contract 4 ?♠ ?X by S" "bbo: the doubled contract and declarer"
  "$stich" analyze -t 1 "$data/tournament.pbn" "$data/bridgecomposer.pbn" "$data/deep-finesse.pbn" \
    --html "$out/bridge-pbn" 2>/dev/null
  text=$(flat_page "$out/bridge-pbn/tournament.html") || { echo "$text"; exit 1; }
  for t in 1 2 3; do expect "$text" "Board 1, table $t \(bridge\)" "tournament: table $t told apart"; done
  expect "$text" "Score N-S −500" "tournament: table 3's score ([Score \"EW 500\"]), N-S's"
  expect "$text" "N Neuhold" "tournament: table 3's North"
  # The travelling scores: board 1 at its three tables, each result against double dummy
  # (hand-checked: 4S by E 10 of 10, 3S by E 9 of 10, 5CX by S 8 of 6).
  expect "$text" "Travelling scores" "tournament: the travelling scores"
  expect "$text" "table 1 Novak – Stern Egger – Wolf 4 ?♠ ?E 10 −420 10 = DD" "traveller: table 1"
  expect "$text" "table 2 Nagl – Sommer Ertl – Weber 3 ?♠ ?E 9 −140 10 −1" "traveller: table 2"
  expect "$text" "table 3 Neuhold – Schmid Ebner – Winkler 5 ?♣ ?X S 8 −500 6 \+2" "traveller: table 3"
  text=$(flat_page "$out/bridge-pbn/bridgecomposer.html") || { echo "$text"; exit 1; }
  expect "$text" "Board 3 \(bridge\)" "bridgecomposer: bridge"
  expect "$text" "Vulnerable EW" "bridgecomposer: vulnerability"
  expect "$text" "Precision: 16\+ HCP" "bridgecomposer: the note of 1C"
  expect "$text" "Score N-S \+420" "bridgecomposer: the score ([Score \"NS 420\"]), signed"
  text=$(flat_page "$out/bridge-pbn/deep-finesse.html") || { echo "$text"; exit 1; }
  expect "$text" "Board 4 \(bridge\)" "deep finesse: bridge"
  expect "$text" "Vulnerable Both" "deep finesse: vulnerability"
  if grep -q "(whist)" <<<"$text"; then fail "a bridge record headed whist"; fi
  # One notation for a board's contract, result and par (docs/output.md, "Notation"): table 1
  # of the tournament, 4S by E making 10 of 10 double dummy, par EW's 4S by E, on solve's page
  # the record's facts, the contract line and par all say "4♠ by E" and "N-S −420".
  "$stich" solve -t 1 "$data/tournament.pbn" --board 1 --html "$out/bridge-solve.html" 2>/dev/null
  text=$(flat_page "$out/bridge-solve.html") || { echo "$text"; exit 1; }
  expect "$text" "Contract 4 ?♠ ?by E Result 10 tricks Score N-S −420" "solve: the record's facts"
  expect "$text" "Contract 4 ?♠ ?by E, double dummy 10 tricks: N-S −420; played 10 tricks: N-S −420" \
    "solve: the contract line"
  expect "$text" "Par N-S −420: 4 ?♠ ?by E \(dealer N, vulnerable None\)" "solve: par"
  if grep -qE "\b(NS|EW) [0-9]|by (North|East|South|West)\b" <<<"$text"; then
    fail "solve: a score or declarer in another notation: $(grep -oE '\b(NS|EW) [0-9]+|by (North|East|South|West)' <<<"$text" | head -3)"
  fi
  ;;
handout)
  # The printable handout: four boards a sheet of A4, so 9 boards print on 3 pages, one a
  # sheet on 9; the PDF's page tree gives its pages and paper (595x842 points is A4).
  data=$root/tests/data/bridge
  "$stich" solve -t 1 --handout - "$data/bbo-teams.lin" "$data/tournament.pbn" \
    "$data/bridgecomposer.pbn" "$data/deep-finesse.pbn" >"$out/handout-4.html" 2>/dev/null
  "$stich" solve -t 1 --handout - --per-page 1 "$data/bbo-teams.lin" "$data/tournament.pbn" \
    "$data/bridgecomposer.pbn" "$data/deep-finesse.pbn" >"$out/handout-1.html" 2>/dev/null
  text=$(flat_page "$out/handout-4.html") || { echo "$text"; exit 1; }
  expect "$text" "Double dummy" "handout: the table"
  expect "$text" "Makeable" "handout: makeable contracts"
  expect "$text" "Par N-S −420: 4 ?♠ ?by E" "handout: board 1's par, N-S's score as every bridge score"
  expect "$text" "Par N-S −200: 4 ?♠ ?X−1 by N-S; 5 ?♣ ?X−1 by N-S" "handout: board 2's sacrifices"
  for per in 4 1; do
    "$chromium" "${flags[@]}" --no-pdf-header-footer --print-to-pdf="$out/handout-$per.pdf" \
      "file://$out/handout-$per.html" >/dev/null 2>&1
    got=$(python3 "$root/tests/html/pdf_pages.py" "$out/handout-$per.pdf") || fail "handout $per: $got"
    want="$(( (9 + per - 1) / per )) 595x842"
    [ "$got" = "$want" ] || fail "handout, $per a sheet: pages and paper '$got', expected '$want'"
    echo "handout $per a sheet: $got"
  done
  ;;
deal)
  # stich deal --html: a script's averages, frequencies (charts) and cross-table, each value
  # against the same run's --json (check_deal.py); a condition's page charts each seat's
  # points and suit lengths, here for Préférence with its double dummy in the condition.
  script=$out/deal.dl
  printf '%s\n' 'generate 20000' 'produce 400' 'condition hcp(north) >= 12 && spades(north) >= 5' \
    'action average "hcp north" hcp(north),' \
    '  frequency "spades north" (spades(north), 5, 9),' \
    '  frequency "hcp north" (hcp(north), 10, 25),' \
    '  frequency "hcp x spades" (hcp(north), 12, 20, spades(north), 5, 8)' >"$script"
  page=$out/deal.html
  "$stich" deal -s 3 --html "$page" --json "$script" | tail -1 >"$out/deal.json"
  text=$(flat_page "$page") || { echo "$text"; exit 1; }
  expect "$text" "400 deals produced of [0-9]+ generated, seed 3" "deal: the summary"
  dom "$page" >"$out/deal.dom"
  python3 "$root/tests/html/check_deal.py" "$out/deal.dom" "$out/deal.json" || fail "deal page values"
  # --html - : the page alone on standard output.
  "$stich" deal -s 3 --html - "$script" 2>/dev/null | head -1 | grep -q '<!DOCTYPE html>' ||
    fail "deal --html - did not write the page on standard output"
  pref=$out/deal-preference.html
  "$stich" deal -g preference -s 4 -n 12 --html "$pref" \
    -c 'sure(seat1) >= 3 && tricks(seat1, hearts) >= 6' >/dev/null 2>&1 || fail "preference page"
  text=$(flat_page "$pref") || { echo "$text"; exit 1; }
  expect "$text" "12 deals produced" "deal preference: the summary"
  for chart in 'hcp(seat1)' 'spades(seat3)' 'hearts(seat1)'; do
    grep -qF "aria-label=\"$chart\"" "$pref" || fail "deal preference: no chart $chart"
  done
  # The first deals produced as hand diagrams: 20 of the 400 by default, all 12 here.
  drawn() { grep -o '<h2>Deal [0-9]*</h2>' "$1" | wc -l; }
  [ "$(drawn "$page")" -eq 20 ] || fail "deal: $(drawn "$page") deals drawn, not 20"
  [ "$(drawn "$pref")" -eq 12 ] || fail "deal preference: $(drawn "$pref") deals drawn, not 12"
  grep -q '<div class="diagram seats">' "$pref" || fail "deal preference: no diagram"
  shot "$page" "$out/deal.png"
  ;;
*) fail "unknown mode" ;;
esac
echo "$mode: ok"
