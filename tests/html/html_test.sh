#!/usr/bin/env bash
# The HTML pages as headless Chromium renders them: one mode per page kind, each for the three
# games.  Assertions on the page's visible text after the scripts ran (--dump-dom): no float
# with more than 4 decimals, no snake_case key, no raw true/false, failed boards shown, the
# viewer at step N for "#step=N".  Screenshots are left in the test's folder of the build.
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
shot() { "$chromium" "${flags[@]}" --window-size=${3:-1000,1400} --screenshot="$2" "file://$1" >/dev/null 2>&1; }
# The text a reader sees: the DOM without its style, scripts and tags.
visible() {
  perl -0pe 's/<(script|style)\b.*?<\/\1>//gs; s/<[^>]*>/ /g; s/&amp;/&/g; s/&lt;/</g; s/&gt;/>/g'
}
check_page() {  # page: the visible text holds no raw key, long float or true/false
  local page=$1 text
  [ -s "$page" ] || fail "$page was not written"
  text=$(dom "$page" | visible)
  [ -n "$text" ] || fail "chromium rendered nothing for $page"
  if grep -oE '\b[a-z]+_[a-z_]+\b' <<<"$text" | head -3 | grep -q .; then
    fail "$page shows snake_case keys: $(grep -oE '\b[a-z]+_[a-z_]+\b' <<<"$text" | sort -u | head -5 | tr '\n' ' ')"
  fi
  if grep -qE '[0-9]\.[0-9]{5,}' <<<"$text"; then
    fail "$page shows a float with more than 4 decimals: $(grep -oE '[0-9]+\.[0-9]{5,}' <<<"$text" | head -3 | tr '\n' ' ')"
  fi
  if grep -qwE 'true|false|null' <<<"$text"; then fail "$page shows a raw true/false/null"; fi
  echo "$text"
}
expect() {  # text pattern what
  grep -qE -- "$2" <<<"$1" || fail "$3 (no /$2/)"
}
# The page's widths as laid out in a window `width` px wide: "scrollWidth innerWidth" (a copy
# of the page with a script that writes them into the DOM).
widths_at() {  # page width
  local probe=${1%.html}-probe-$2.html
  { cat "$1"
    echo '<script>document.documentElement.setAttribute("data-widths",'
    echo '  document.documentElement.scrollWidth + " " + window.innerWidth);</script>'
  } >"$probe"
  "$chromium" "${flags[@]}" --window-size="$2,900" --virtual-time-budget=3000 --dump-dom \
    "file://$probe" 2>/dev/null | grep -oE 'data-widths="[0-9]+ [0-9]+"' | grep -oE '[0-9]+ [0-9]+'
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
  text=$(dom "$out/analyze-whist.html" | visible)
  # whist.pbn's board 5 fails (its honours are not all in view): shown with its error.
  expect "$text" "Not analysed: .*honours" "analyze whist: the failed board 5"
  expect "$text" "Tricks +N-S 10, E-W 3" "analyze whist: board 1's tricks row"
  text=$(dom "$out/analyze-preference.html" | visible)
  expect "$text" "Best game to name: 3" "analyze preference: the verdict sentence"
  expect "$text" "Bettler" "analyze preference: the row of each game"
  text=$(dom "$out/analyze-alliance.html" | visible)
  expect "$text" "Best for declarer: Lever 1 " "analyze alliance: the verdict"
  expect "$text" "\+7/3" "analyze alliance: settlement in fractions"
  ;;
play)
  for g in whist preference alliance; do
    page=$out/play-$g.html
    "$stich" play -t 1 "$hands/$g-play.pbn" --html "$page" 2>/dev/null
    text=$(check_page "$page") || { echo "$text"; exit 1; }
    expect "$text" "Card 0 of [0-9]+" "play $g: the viewer"
    # Step 5: the viewer moves, and shows the 5th card's step.
    d=$(dom "$page" "#step=5")
    grep -q 'data-step="5"' <<<"$d" || fail "play $g: #step=5 did not step the viewer"
    expect "$(visible <<<"$d")" "Card 5 of" "play $g: the status at step 5"
    grep -q 'class="vcard legal' <<<"$d" || fail "play $g: no legal card with its value at step 5"
    shot "$page#step=5" "$out/play-$g.png"
  done
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
  ;;
batch)
  for g in whist preference alliance alliance-play; do
    page=$out/batch-$g.html
    "$stich" batch -q -t 1 "$hands/$g.pbn" --html "$page" >/dev/null 2>&1
    text=$(check_page "$page") || { echo "$text"; exit 1; }
    text=$(tr -s ' \n' ' ' <<<"$text")
    expect "$text" "analysed, [0-9]+ failed" "batch $g: the statistics' summary"
    if [ "$g" = alliance-play ]; then  # its statistics hold no histogram, only tables
      expect "$text" "mean settlement -24.00 -24.00 \+36.00" "batch $g: the settlement table"
    else
      expect "$text" "Histograms" "batch $g: the histograms"
      expect "$text" "tricks boards" "batch $g: the axis titles (tricks across, boards up)"
    fi
    shot "$page" "$out/batch-$g.png"
  done
  # alliance.pbn: boards 1-6 have 4 players, 7-8 five, 9-11 six ([Players]); each count has
  # its table of kinds and a histogram of declarer's tricks per kind.
  text=$(dom "$out/batch-alliance.html" | visible | tr -s ' \n' ' ')
  expect "$text" "alliance: 11 boards, 11 analysed, 0 failed" "batch alliance: the summary"
  expect "$text" "4 players: 6 boards" "batch alliance: the 4-player table"
  expect "$text" "5 players: 2 boards" "batch alliance: the 5-player table"
  expect "$text" "6 players: 3 boards" "batch alliance: the 6-player table"
  for kind in Alliance Solo Lever; do
    expect "$text" "game games wins mean payoff .* $kind [0-9]+ [0-9.]+%" "batch alliance: the row of $kind"
  done
  for n in 4 5 6; do
    expect "$text" "alliance: $n players Alliance declarer tricks" "batch alliance: the $n-player histogram"
  done
  # Failed boards, each with file, board, line:column and message: whist.pbn's board 5 fails
  # in the analysis (its honour SK is out of view; line 36 is its [Game] tag), and a board
  # the reader refuses (an X among the ranks: line 11, column 75) is listed as not read.
  text=$(dom "$out/batch-whist.html" | visible | tr -s ' \n' ' ')
  expect "$text" "Failed boards File Board Game Line:column Message" "batch whist: the failed boards' table"
  expect "$text" "sample-hands/whist.pbn 5 whist 36:1 honours ♠K are in no hand" "batch whist: board 5 with its error"
  bad=$out/refused.pbn
  sed -n 5,9p "$hands/whist.pbn" >"$bad"
  printf '\n[Game "whist"]\n[Board "2"]\n[Dealer "N"]\n[Turned "C7"]\n' >>"$bad"
  printf '[Deal "N:T8732.Q875.832.7 AQJ964.J2.KJT7.Q .AT643.4.AKJ8543 K5.K9.AQ965.T9X2"]\n' >>"$bad"
  page=$out/batch-refused.html
  "$stich" batch -q -t 1 "$bad" --html "$page" >/dev/null 2>&1
  text=$(check_page "$page") || { echo "$text"; exit 1; }
  text=$(tr -s ' \n' ' ' <<<"$text")
  expect "$text" "whist: 1 boards, 1 analysed, 0 failed" "batch refused: board 1 analysed"
  expect "$text" "refused.pbn 2 not read 11:75 bad rank 'X'" "batch refused: the refused board 2 with its place"
  ;;
*) fail "unknown mode" ;;
esac
echo "$mode: ok"
