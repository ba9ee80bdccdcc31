package variant_test

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver/variant"
)

// issRoundTrip is a Node script that reads lines with ISS's own parser
// (SudokuParser.parseText, which takes constraint strings and SudoCue's
// format alike) and writes each back as ISS serializes it, or "ERROR ...".
const issRoundTrip = `
import { ensureGlobalEnvironment } from './tests/helpers/test_env.js';
ensureGlobalEnvironment();
const { SudokuParser } = await import('./js/sudoku_parser.js');
const fs = await import('node:fs');
for (const l of fs.readFileSync(0, 'utf8').split('\n').filter(l => l.trim())) {
  try { console.log(SudokuParser.parseText(l).toString()); } catch (e) { console.log('ERROR ' + e.message); }
}`

// TestISSReadsWhatWeWrite hands every variant, as FormatISS and
// FormatSudoCue write it, to Interactive Sudoku Solver's own parser and
// reads ISS's serialization of it back: the same puzzle must come out.
// It runs with ISS_DIR set to a checkout of ISS and node on the PATH.
func TestISSReadsWhatWeWrite(t *testing.T) {
	dir := os.Getenv("ISS_DIR")
	node, err := exec.LookPath("node")
	if dir == "" || err != nil {
		t.Skip("set ISS_DIR to a checkout of Interactive Sudoku Solver, with node on the PATH")
	}
	var in []string
	var want []variant.Puzzle
	for _, p := range variantPuzzles(t) {
		in, want = append(in, variant.FormatISS(p)), append(want, p)
		if cue, err := variant.FormatSudoCue(p); err == nil {
			in, want = append(in, cue), append(want, p)
		}
	}
	cmd := exec.Command(node, "--input-type=module", "-e", issRoundTrip)
	cmd.Dir = dir
	cmd.Stdin = strings.NewReader(strings.Join(in, "\n") + "\n")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node: %v", err)
	}
	got := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(got) != len(in) {
		t.Fatalf("ISS answered %d lines for %d", len(got), len(in))
	}
	for i, line := range got {
		q, err := variant.Parse(line)
		if err != nil || !q.Equal(want[i]) {
			t.Errorf("ISS reads %s as %s, which reads here as %v, %v", in[i], line, variant.Format(q), err)
		}
	}
}
