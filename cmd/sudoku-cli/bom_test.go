package main

import (
	"os"
	"path/filepath"
	"testing"
)

// TestByteOrderMark: a byte-order mark before the puzzle given as the
// argument of steps was refused ("'\ufeff' is not a digit") while standard
// input and -i took it. Every way a puzzle comes in takes it: the
// argument, -i and standard input of steps, and the first line of a
// file or of each file cat joined for the verbs that read lines.
func TestByteOrderMark(t *testing.T) {
	const bom = "\uFEFF"
	file := filepath.Join(t.TempDir(), "bom.txt")
	if err := os.WriteFile(file, []byte(bom+puzzle+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	want, _, st := cli(t, "", "steps", puzzle)
	if st != exitOK {
		t.Fatalf("steps without a mark: status %d", st)
	}
	joined := bom + lines(puzzle) + bom + lines(puzzle) // cat a.txt b.txt
	tests := []struct {
		name, input string
		args        []string
		want        string
	}{
		{"steps argument", "", []string{"steps", bom + puzzle}, want},
		{"steps -i", "", []string{"steps", "-i", file}, want},
		{"steps stdin", bom + puzzle, []string{"steps"}, want},
		{"solve joined files", joined, []string{"solve", "-j", "1"}, lines(solution, solution)},
		{"count joined files", joined, []string{"count", "-j", "1"}, lines("1", "1")},
		{"solve -i", "", []string{"solve", "-i", file}, lines(solution)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, stderr, status := cli(t, tt.input, tt.args...)
			if status != exitOK || out != tt.want {
				t.Errorf("status %d, stdout %q, stderr %q; want status 0, stdout %q", status, out, stderr, tt.want)
			}
		})
	}
}
