#!/bin/bash
# The man page and the help agree both ways.  Every option that `stich --help` and
# `stich CMD --help` list must appear in the man page: the help of each command, read from the
# binary, against the text of man/stich.1.  Commands are taken from the help too, so that a new
# command or option without its man-page entry fails here, naming each one missing.  And the
# other way: every option the man page's SYNOPSIS gives a command (its common-options
# included) must be in that command's help, and every option an entry of the man page is
# headed by (a .TP line) in the help of some command, so that an option renamed or dropped
# does not live on in the man page; and every option the prose of COMMANDS names for a
# command in that command's help.
#
# usage: man_options.sh STICH_BINARY MAN_PAGE
set -u
stich=${1:?usage: man_options.sh STICH_BINARY MAN_PAGE}
man=${2:?usage: man_options.sh STICH_BINARY MAN_PAGE}

# The man page as plain text: roff's \- is a hyphen, font changes (\fB, \fR, \f(CW) go.
text=$(sed -e 's/\\-/-/g' -e 's/\\f[BIRP]//g' -e 's/\\f([A-Z][A-Z]//g' "$man")
if [ -z "$text" ]; then
    echo "cannot read the man page $man"
    exit 1
fi

main_help=$("$stich" --help 2>&1) || { echo "stich --help failed:"; echo "$main_help"; exit 1; }
# The commands: the first word of each indented line under the SUBCOMMANDS heading.
commands=$(printf '%s\n' "$main_help" | awk '
    /^[A-Za-z ]*[Ss][Uu][Bb][Cc][Oo][Mm][Mm][Aa][Nn][Dd][Ss]:/ { on = 1; next }
    on && /^[ \t]+[a-z]/ { print $1; next }
    on && /^[^ \t]/ { on = 0 }')
if [ -z "$commands" ]; then
    echo "found no commands in stich --help:"
    echo "$main_help"
    exit 1
fi

options_of() {  # the long options a help text lists, one per line
    grep -o -E -- '--[A-Za-z0-9][A-Za-z0-9-]*' | sort -u
}

missing=0
report() {  # report WHERE HELP_TEXT
    local where=$1 help=$2 option absent=()
    while read -r option; do
        [ -z "$option" ] && continue
        if ! printf '%s\n' "$text" | grep -q -E -- "(^|[^A-Za-z0-9-])${option}([^A-Za-z0-9-]|\$)"; then
            absent+=("$option")
        fi
    done < <(printf '%s\n' "$help" | options_of)
    if [ ${#absent[@]} -gt 0 ]; then
        echo "$where: not in $man: ${absent[*]}"
        missing=$((missing + ${#absent[@]}))
    fi
}

report "stich --help" "$main_help"
checked=0
for command in $commands; do
    [ "$command" = help ] && continue
    help=$("$stich" "$command" --help 2>&1) || {
        echo "stich $command --help failed:"
        echo "$help"
        exit 1
    }
    if ! printf '%s\n' "$text" | grep -q -E "(^|[^A-Za-z0-9-])${command}([^A-Za-z0-9-]|\$)"; then
        echo "stich $command: the command is not in $man"
        missing=$((missing + 1))
    fi
    report "stich $command --help" "$help"
    checked=$((checked + 1))
done

if [ "$missing" -gt 0 ]; then
    echo "$missing option(s) or command(s) of the help missing from the man page: document each"
    exit 1
fi

# The other way.  The SYNOPSIS as "COMMAND OPTION" lines: a synopsis is the lines from
# ".B stich CMD" to the next .br or .PP (the bare ".B stich" is the main help's); the
# common-options are the long options of the paragraph that defines them, added to each
# synopsis that names them.
synopsis=$(printf '%s\n' "$text" | awk '
    /^\.SH SYNOPSIS/ { on = 1; next }
    on && /^\.SH/ { on = 0 }
    !on { next }
    /^\.(br|PP)/ { command = ""; common = 0; in_synopsis = 0; next }
    /^\.I common-options/ { common = 1; next }
    /^\.B (mpirun.*|)stich( |$)/ || /^stich( |$)/ {
        line = $0; sub(/^.*stich ?/, "", line); split(line, words, " ")
        command = words[1] == "" ? "-" : words[1]; in_synopsis = 1
    }
    /common-options/ && in_synopsis { uses_common[command] = 1 }
    {
        line = $0
        while (match(line, /--[A-Za-z0-9][A-Za-z0-9-]*/)) {
            option = substr(line, RSTART, RLENGTH)
            if (common) common_options[option] = 1
            else if (in_synopsis) print command, option
            line = substr(line, RSTART + RLENGTH)
        }
    }
    END {
        for (c in uses_common) for (o in common_options) print c, o
    }' | sort -u)
if [ -z "$synopsis" ]; then
    echo "found no synopsis in $man"
    exit 1
fi
stale=0
declare -A helps=([-]="$main_help")
help_of() {  # the help text of a command ("-": stich --help), cached in helps
    if [ -z "${helps[$1]+set}" ]; then helps[$1]=$("$stich" "$1" --help 2>&1); fi
    printf '%s\n' "${helps[$1]}"
}
in_help() {  # in_help OPTION HELP_TEXT
    printf '%s\n' "$2" | grep -q -E -- "(^|[^A-Za-z0-9-])${1}([^A-Za-z0-9-]|\$)"
}
while read -r command option; do
    if ! in_help "$option" "$(help_of "$command")"; then
        [ "$command" = - ] && where="stich --help" || where="stich $command --help"
        echo "$man: the synopsis gives $option to ${command/#-/stich}, not in $where"
        stale=$((stale + 1))
    fi
done <<<"$synopsis"
all_helps=$main_help
for command in $commands; do all_helps+=$'\n'$(help_of "$command"); done
entries=$(printf '%s\n' "$text" | awk '/^\.TP/ { getline; print }' |
    grep -o -E -- '--[A-Za-z0-9][A-Za-z0-9-]*' | sort -u)
for option in $entries; do
    if ! in_help "$option" "$all_helps"; then
        echo "$man: an entry is headed by $option, which no command's --help lists"
        stale=$((stale + 1))
    fi
done
# And the prose: every option the COMMANDS section names for a command must be in that
# command's help (a ".SS" naming several commands: in one of theirs).  An option belongs to
# the command of its entry (".TP" then ".B CMD" outside any .RS block, or a ".SS" heading
# naming commands, "analyze|solve|play"), or to the command written just before it ("solve
# --cards", "batch --html"), which holds until the paragraph ends.
prose=$(printf '%s\n' "$text" | awk -v commands="$(printf '%s ' $commands)" '
BEGIN { n = split(commands, cs, " "); for (i = 1; i <= n; ++i) known[cs[i]] = 1 }
/^\.SH COMMANDS/ { on = 1; next }
on && /^\.SH/ { on = 0 }
!on { next }
/^\.RS/ { ++depth }
/^\.RE/ { --depth }
tp && depth == 0 && /^\.B [a-z]+( |$)/ && ($2 in known) { entry = $2 }
/^\.SS / {
    entry = ""
    split($2, parts, "|")
    for (p in parts) if (parts[p] in known) entry = $2
}
/^\.(PP|TP|IP|SS|RS|RE)/ { local = "" }
{ tp = ($0 ~ /^\.TP/) }
entry != "" {
    line = $0
    while (match(line, /--[A-Za-z0-9][A-Za-z0-9-]*/)) {
        option = substr(line, RSTART, RLENGTH)
        before = substr(line, 1, RSTART - 1)
        line = substr(line, RSTART + RLENGTH)
        sub(/[ "]+$/, "", before)
        k = split(before, words, /[ "(]+/)
        if (k > 0 && (words[k] in known)) local = words[k]
        print (local != "" ? local : entry), option
    }
}' | sort -u)
if [ -z "$prose" ]; then
    echo "found no options in the COMMANDS section of $man"
    exit 1
fi
prose_checked=0
while read -r commands_named option; do
    found=0
    for command in ${commands_named//|/ }; do
        in_help "$option" "$(help_of "$command")" && found=1
    done
    if [ "$found" = 0 ]; then
        echo "$man: COMMANDS names $option for $commands_named, not in its --help"
        stale=$((stale + 1))
    fi
    prose_checked=$((prose_checked + 1))
done <<<"$prose"
if [ "$stale" -gt 0 ]; then
    echo "$stale option(s) of the man page not in the help: correct the man page or the help"
    exit 1
fi
echo "every option of stich --help and of its $checked commands is in the man page, and" \
    "every option of the man page's synopses, entries and $prose_checked named in COMMANDS is" \
    "in the help"
