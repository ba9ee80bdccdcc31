package main

import (
	"bufio"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestJobsAreCapped: -j 4611686018427387904 panicked, rate -j
// 9223372036854775807 deadlocked, -j 1000000000 reserved 16 GB and generate
// -n 1 -j 100000 started 100,000 workers. Past 4 per core is a usage error.
func TestJobsAreCapped(t *testing.T) {
	over := strconv.Itoa(maxJobs() + 1)
	for _, args := range [][]string{
		{"solve", "-j", "4611686018427387904"},
		{"count", "-j", "1000000000"},
		{"rate", "-j", "9223372036854775807"},
		{"solve", "-j", over},
		{"generate", "-n", "1", "-level", "easy", "-j", "100000"},
	} {
		done := make(chan int, 1)
		var stderr strings.Builder
		go func() { done <- run(args, strings.NewReader(lines(puzzle)), io.Discard, &stderr) }()
		select {
		case status := <-done:
			if status != exitUsage || !strings.Contains(stderr.String(), "at most") {
				t.Errorf("%q: status %d, stderr %q", args, status, stderr.String())
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("%q hangs", args)
		}
	}
	if out, _, st := cli(t, "", "generate", "-n", "1", "-level", "easy", "-seed", "1", "-j", strconv.Itoa(maxJobs())); st != exitOK || len(out) != 82 {
		t.Errorf("generate -n 1 at the cap: status %d, %q", st, out)
	}
}

// TestOutputIsNotTheInput: solve -i same.txt -o same.txt emptied the input
// and exited 0.
func TestOutputIsNotTheInput(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "same.txt")
	link := filepath.Join(dir, "link.txt")
	data := lines(puzzle, puzzle)
	if err := os.WriteFile(in, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(in, link); err != nil {
		t.Fatal(err)
	}
	for _, verb := range []string{"solve", "count", "rate"} {
		for _, out := range []string{in, link, filepath.Join(dir, ".", "same.txt")} {
			_, stderr, status := cli(t, "", verb, "-i", in, "-o", out)
			if status != exitUsage || !strings.Contains(stderr, "is the input file") {
				t.Errorf("%s -o %s: status %d, stderr %q", verb, out, status, stderr)
			}
			if got, _ := os.ReadFile(in); string(got) != data {
				t.Fatalf("%s -o %s changed the input to %q", verb, out, got)
			}
		}
	}
	out := filepath.Join(dir, "out.txt")
	if _, _, status := cli(t, "", "solve", "-i", in, "-o", out); status != exitOK {
		t.Errorf("another output file: status %d", status)
	}
}

// TestAnswersComeAsLinesArrive drives solve, count and rate through a pipe
// one line at a time: each answer must come before the next line is
// written. Nothing was answered before 256 lines or the end of input.
func TestAnswersComeAsLinesArrive(t *testing.T) {
	for _, args := range [][]string{
		{"solve", "-j", "1"}, {"solve", "-j", "3"}, {"count", "-j", "2"}, {"rate", "-j", "1"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			inR, inW := io.Pipe()
			outR, outW := io.Pipe()
			status := make(chan int, 1)
			go func() {
				status <- run(args, inR, outW, io.Discard)
				outW.Close()
			}()
			answers := bufio.NewReader(outR)
			for i, p := range []string{puzzle, clash, puzzle} {
				if _, err := io.WriteString(inW, p+"\n"); err != nil {
					t.Fatal(err)
				}
				got := make(chan string, 1)
				go func() {
					line, _ := answers.ReadString('\n')
					got <- line
				}()
				select {
				case line := <-got:
					if line == "" {
						t.Fatalf("line %d: no answer", i+1)
					}
				case <-time.After(10 * time.Second):
					t.Fatalf("line %d: no answer while the next line waits", i+1)
				}
			}
			inW.Close()
			if rest, _ := io.ReadAll(answers); len(rest) != 0 {
				t.Errorf("after the input ended: %q", rest)
			}
			<-status
		})
	}
}

// TestStepsRefusesUnknownLanguages: -lang fr printed English.
func TestStepsRefusesUnknownLanguages(t *testing.T) {
	_, stderr, status := cli(t, "", "steps", "-lang", "fr", puzzle)
	if status != exitUsage || !strings.Contains(stderr, "en, zh-Hans") {
		t.Errorf("status %d, stderr %q", status, stderr)
	}
}

// TestStepsReadsPastOneMiB: steps -i stopped reading at 1 MiB, so a puzzle
// after that was "no puzzle found". It reads as much as the game opens,
// and says so past that.
func TestStepsReadsPastOneMiB(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big.txt")
	if err := os.WriteFile(big, []byte("\uFEFF"+strings.Repeat("\n", 2<<20)+puzzle+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, _, status := cli(t, "", "steps", "-i", big)
	if status != exitOK || strings.HasPrefix(out, "error") {
		t.Errorf("a puzzle after 2 MiB of blank lines: status %d, %.60q", status, out)
	}
	huge := filepath.Join(dir, "huge.txt")
	if err := os.WriteFile(huge, []byte(strings.Repeat("\n", maxStepsInput+1)), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, stderr, status := cli(t, "", "steps", "-i", huge); status != exitUsage || !strings.Contains(stderr, "larger than 8 MiB") {
		t.Errorf("more than the limit: status %d, %q", status, stderr)
	}
}
