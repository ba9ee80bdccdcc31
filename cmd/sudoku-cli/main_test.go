package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestUsage checks the exit status and messages of the command line
// itself, for every verb.
func TestUsage(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "missing.txt")
	tests := []struct {
		name   string
		args   []string
		status int
		stderr string // a part of the message
	}{
		{"no args", nil, exitUsage, "Verbs:"},
		{"-h", []string{"-h"}, exitOK, "Verbs:"},
		{"--help", []string{"--help"}, exitOK, "solve"},
		{"help", []string{"help"}, exitOK, "count"},
		{"unknown verb", []string{"frobnicate"}, exitUsage, `sudoku-cli: unknown verb "frobnicate"`},
		{"solve -h", []string{"solve", "-h"}, exitOK, "Usage: sudoku-cli solve"},
		{"solve -help", []string{"solve", "-help"}, exitOK, "-engine NAME"},
		{"count -h", []string{"count", "-h"}, exitOK, "-limit N"},
		{"bad flag", []string{"solve", "-x"}, exitUsage, "sudoku-cli: solve: flag provided but not defined: -x"},
		{"bad -j value", []string{"solve", "-j", "many"}, exitUsage, "sudoku-cli: solve: invalid value"},
		{"-j 0", []string{"solve", "-j", "0"}, exitUsage, "sudoku-cli: solve: -j 0"},
		{"-j -3", []string{"count", "-j", "-3"}, exitUsage, "sudoku-cli: count: -j -3"},
		{"unknown engine", []string{"solve", "-engine", "magic"}, exitUsage, `unknown engine "magic"`},
		{"count unknown engine", []string{"count", "-engine", "magic"}, exitUsage, `unknown engine "magic"`},
		{"-limit 0", []string{"count", "-limit", "0"}, exitUsage, "sudoku-cli: count: -limit 0"},
		{"-limit on solve", []string{"solve", "-limit", "3"}, exitUsage, "not defined: -limit"},
		{"extra argument", []string{"solve", "puzzles.txt"}, exitUsage, `unexpected argument "puzzles.txt"`},
		{"extra after flags", []string{"count", "-j", "1", "x"}, exitUsage, `unexpected argument "x"`},
		{"missing -i", []string{"solve", "-i", missing}, exitUsage, "sudoku-cli: solve: open " + missing},
		{"-i directory", []string{"count", "-i", t.TempDir()}, exitUsage, "is a directory"},
		{"-o in missing dir", []string{"solve", "-o", filepath.Join(missing, "out")}, exitUsage, "sudoku-cli: solve: open"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			stdout, stderr, status := cli(t, lines(puzzle), tt.args...)
			if status != tt.status {
				t.Errorf("status %d, want %d; stderr:\n%s", status, tt.status, stderr)
			}
			if !strings.Contains(stderr, tt.stderr) {
				t.Errorf("stderr does not contain %q:\n%s", tt.stderr, stderr)
			}
			if stdout != "" {
				t.Errorf("wrote %q to stdout", stdout)
			}
		})
	}
}

// TestFiles checks -i and -o, and "-" for standard input and output.
func TestFiles(t *testing.T) {
	dir := t.TempDir()
	in, out := filepath.Join(dir, "in.txt"), filepath.Join(dir, "out.txt")
	if err := os.WriteFile(in, []byte(lines(puzzle, clash)), 0o644); err != nil {
		t.Fatal(err)
	}
	want := lines(solution, clashError)

	stdout, stderr, status := cli(t, "", "solve", "-i", in, "-o", out)
	if status != exitFail || stdout != "" || stderr != "" {
		t.Errorf("solve -i -o: status %d, stdout %q, stderr %q", status, stdout, stderr)
	}
	if got, err := os.ReadFile(out); err != nil || string(got) != want {
		t.Errorf("solve -o wrote %q (%v), want %q", got, err, want)
	}

	stdout, _, _ = cli(t, lines(puzzle, clash), "solve", "-i", "-", "-o", "-")
	if stdout != want {
		t.Errorf("solve -i - -o -: got %q, want %q", stdout, want)
	}
}
