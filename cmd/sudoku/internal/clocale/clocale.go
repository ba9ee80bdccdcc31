// Package clocale keeps the toolkit from logging that it cannot parse
// the C locale. Under LANG=C.UTF-8 (the default of many containers and
// CI machines) Fyne's lang package takes "C" for a language tag, fails to
// parse it and logs three lines, twice, at every start: once in its own
// init and once when the game adds its translations. The plain "C" and
// "POSIX" it knows to read as "no language". Importing this package
// rewrites the environment so that the locale the toolkit reads for
// messages is the plain "C", leaving the character set the system's
// libraries use as it was.
//
// It must be imported by main, and it imports only the standard library's
// os and strings: Go initialises a package as soon as its imports are, in
// the order of their paths, so this package's init runs before that of
// golang.org/x/text, which Fyne's lang package needs.
package clocale

import (
	"os"
	"strings"
)

func init() {
	set, unset := Normalise(os.Getenv, os.Environ())
	for _, name := range unset {
		os.Unsetenv(name)
	}
	for name, value := range set {
		os.Setenv(name, value)
	}
}

// Normalise returns the changes to an environment (read with getenv,
// listed whole in environ as "NAME=value") that make the locale of
// messages, as the toolkit reads it (LC_ALL, else LC_MESSAGES, else LANG,
// unless LANGUAGE names languages), the plain "C" when it is C or POSIX
// with an encoding or a modifier, such as "C.UTF-8" or "POSIX@euro":
// LC_MESSAGES becomes "C". A locale set by LC_ALL moves to LANG, with the
// other LC_ variables unset, so that every other category stays as it
// was. Any other environment is left alone: both results are empty.
func Normalise(getenv func(string) string, environ []string) (set map[string]string, unset []string) {
	name, value := "", ""
	for _, n := range [...]string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if value = getenv(n); value != "" {
			name = n
			break
		}
	}
	if name == "" || value == "C" || value == "POSIX" || getenv("LANGUAGE") != "" {
		return nil, nil
	}
	base := value
	if i := strings.IndexAny(base, ".@"); i >= 0 {
		base = base[:i]
	}
	if base != "C" && base != "POSIX" {
		return nil, nil
	}
	set = map[string]string{"LC_MESSAGES": "C"}
	if name == "LC_ALL" {
		set["LANG"] = value
		for _, kv := range environ {
			if n, _, _ := strings.Cut(kv, "="); strings.HasPrefix(n, "LC_") && n != "LC_MESSAGES" {
				unset = append(unset, n)
			}
		}
	}
	return set, unset
}
