package main

import (
	"bytes"
	"io"
	"os"
	"strings"
	"testing"
)

// TestWriteErrors: "sudoku-cli version > /dev/full" exited 0 and said
// nothing. Every verb checks its writes and its last flush: a failed write
// to standard output ends the run with status 2 and "sudoku-cli: VERB:
// ..." on standard error, whether the output is a writer that fails or
// /dev/full itself.
func TestWriteErrors(t *testing.T) {
	tests := []struct {
		name  string
		input string
		args  []string
	}{
		{"version", "", []string{"version"}},
		{"--version", "", []string{"--version"}},
		{"man", "", []string{"man"}},
		{"solve", lines(puzzle), []string{"solve"}},
		{"solve -j 1", lines(puzzle, clash), []string{"solve", "-j", "1"}},
		{"count", lines(puzzle), []string{"count"}},
		{"rate", lines(puzzle), []string{"rate"}},
		{"generate", "", []string{"generate", "-n", "1", "-level", "easy", "-seed", "1"}},
		{"steps", "", []string{"steps", puzzle}},
		{"steps from stdin", puzzle, []string{"steps"}},
		{"steps malformed", "", []string{"steps", "12x"}},
		{"steps no solution", "", []string{"steps", noSolution}},
	}
	outputs := map[string]func(t *testing.T) io.Writer{
		"failing writer": func(*testing.T) io.Writer { return failingWriter{} },
	}
	if f, err := os.OpenFile("/dev/full", os.O_WRONLY, 0); err == nil {
		f.Close()
		outputs["/dev/full"] = func(t *testing.T) io.Writer {
			f, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { f.Close() })
			return f
		}
	}
	for out, open := range outputs {
		for _, tt := range tests {
			t.Run(out+"/"+tt.name, func(t *testing.T) {
				var stderr bytes.Buffer
				status := run(tt.args, strings.NewReader(tt.input), open(t), &stderr)
				verb := strings.TrimPrefix(tt.args[0], "--")
				if status != exitUsage {
					t.Errorf("status %d, want %d; stderr %q", status, exitUsage, stderr.String())
				}
				msg := stderr.String()
				if !strings.HasPrefix(msg, "sudoku-cli: "+verb+": ") || strings.Count(msg, "\n") != 1 ||
					!strings.Contains(msg, "disk full") && !strings.Contains(msg, "no space left") {
					t.Errorf("stderr %q, want one line \"sudoku-cli: %s: ...\" naming the write error", msg, verb)
				}
			})
		}
	}
}

// TestHelpWriteErrors: help that could not be written is not a success.
func TestHelpWriteErrors(t *testing.T) {
	for _, args := range [][]string{{"-h"}, {"help"}, {"solve", "-h"}, {"steps", "-h"}, {"version", "-h"}, {}} {
		if status := run(args, strings.NewReader(""), &bytes.Buffer{}, failingWriter{}); status == exitOK {
			t.Errorf("%q with a failing standard error: status 0", args)
		}
	}
}
