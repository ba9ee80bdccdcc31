package main

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/assets"
)

// TestManPageIsUpToDate keeps the committed manual page what the flags
// make of it: run go generate ./cmd/sudoku-cli after changing a verb.
func TestManPageIsUpToDate(t *testing.T) {
	committed, err := os.ReadFile("sudoku-cli.1")
	if err != nil {
		t.Fatal(err)
	}
	page := manPage()
	if string(committed) != page {
		t.Error("sudoku-cli.1 is stale: run go generate ./cmd/sudoku-cli")
	}
	for _, v := range verbs {
		if v.name != "man" && !strings.Contains(page, ".SS "+v.name+"\n") {
			t.Errorf("the page has no section for %s", v.name)
		}
	}
	for _, flag := range []string{`\-engine`, `\-limit`, `\-seed`, `\-symmetry`, `\-lang`} {
		if !strings.Contains(page, flag) {
			t.Errorf("the page does not name %s", flag)
		}
	}
	if regexp.MustCompile(`workers \(default \d`).MatchString(page) {
		t.Error("the page gives this machine's CPU count as -j's default")
	}
}

func TestVersion(t *testing.T) {
	for _, args := range [][]string{{"version"}, {"--version"}, {"-version"}} {
		out, _, st := cli(t, "", args...)
		if st != exitOK || out != "sudoku-cli "+assets.Version+"\n" {
			t.Errorf("%q: status %d, %q", args, st, out)
		}
	}
}
