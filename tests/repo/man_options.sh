#!/bin/bash
# Every option that `stich --help` and `stich CMD --help` list must appear in the man page:
# the help of each command, read from the binary, against the text of man/stich.1.  Commands
# are taken from the help too, so that a new command or option without its man-page entry
# fails here, naming each one missing.
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
echo "every option of stich --help and of its $checked commands is in the man page"
