package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/solver"
)

// mixed returns about 3000 lines: the solver's samples interleaved, hard
// and easy, unique and not, with malformed lines sprinkled in, so that
// batches take very different times to answer.
func mixed(t *testing.T) []string {
	sets := testdata(t)
	names := make([]string, 0, len(sets))
	for name := range sets {
		names = append(names, name)
	}
	sort.Strings(names)
	var all []string
	for round := 0; round < 2; round++ {
		for i := 0; ; i++ {
			took := false
			for _, name := range names {
				if i < len(sets[name]) {
					all = append(all, sets[name][i])
					took = true
				}
			}
			if !took {
				break
			}
			if i%97 == round {
				all = append(all, hashAt(1+i%81), "", clash)
			}
		}
	}
	return all
}

// TestOrder checks that many workers write what one does, byte for byte,
// and that one writes the right answers.
func TestOrder(t *testing.T) {
	in := mixed(t)
	if len(in) < 2900 {
		t.Fatalf("only %d lines", len(in))
	}
	input := lines(in...)
	want, _, status := cli(t, input, "solve", "-j", "1")
	if status != exitFail {
		t.Errorf("-j 1: status %d, want %d", status, exitFail)
	}

	// Check -j 1 against the engine itself.
	got := strings.Split(strings.TrimSuffix(want, "\n"), "\n")
	if len(got) != len(in) {
		t.Fatalf("-j 1 wrote %d lines for %d", len(got), len(in))
	}
	var bt solver.Backtracker
	for i, line := range in {
		var answer string
		if g, err := solver.ParseLine(line); err != nil {
			var se *solver.SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("line %d: %v is not a *SyntaxError", i+1, err)
			}
			se.Line = i + 1
			answer = "error: " + se.Error()
		} else {
			switch sol, n := bt.Solve(g, 2); n {
			case 0:
				answer = "error: no solution"
				if err := g.Conflict(); err != nil {
					answer = "error: " + err.Error()
				}
			case 1:
				answer = sol.String()
			default:
				answer = "error: multiple solutions"
			}
		}
		if got[i] != answer {
			t.Fatalf("line %d: got %q, want %q", i+1, got[i], answer)
		}
	}

	for _, jobs := range []string{"2", "4", "7", strconv.Itoa(maxJobs())} {
		got, _, status := cli(t, input, "solve", "-j", jobs)
		if got != want {
			t.Errorf("-j %s output differs from -j 1", jobs)
		}
		if status != exitFail {
			t.Errorf("-j %s: status %d, want %d", jobs, status, exitFail)
		}
	}
}

// TestPipeline runs the pipeline itself with a line function that echoes
// its line, numbered, so that it runs clear of any engine (and so under
// the race detector too).
func TestPipeline(t *testing.T) {
	var in, want strings.Builder
	for i := 1; i <= 5000; i++ {
		line := strings.Repeat("x", i%300)
		in.WriteString(line + "\n")
		fmt.Fprintf(&want, "%d %s\n", i, line)
	}
	echo := func() lineFunc {
		return func(dst []byte, l inputLine) ([]byte, bool) {
			dst = strconv.AppendInt(dst, int64(l.no), 10)
			dst = append(dst, ' ')
			return append(dst, l.text...), l.no%1000 != 0
		}
	}
	for _, jobs := range []int{1, 2, 5, 64} {
		var out bytes.Buffer
		failed, err := pipeline(strings.NewReader(in.String()), &out, jobs, echo)
		if out.String() != want.String() || !failed || err != nil {
			t.Errorf("-j %d: failed %v, err %v, output as wanted: %v", jobs, failed, err, out.String() == want.String())
		}
	}
}

// TestEngines checks that -engine dlx answers as backtrack does, on every
// sample file, for solve and for count.
func TestEngines(t *testing.T) {
	for name, set := range testdata(t) {
		if testing.Short() {
			// The race pass is here for the workers: the first 60
			// puzzles of each sample keep them all busy; the plain pass
			// compares the engines on every puzzle.
			set = set[:min(len(set), 60)]
		}
		input := lines(set...)
		for _, verb := range [][]string{{"solve"}, {"count", "-limit", "3"}} {
			want, _, wantStatus := cli(t, input, append(verb, "-engine", "backtrack")...)
			got, _, status := cli(t, input, append(verb, "-engine", "dlx")...)
			if got != want || status != wantStatus {
				t.Errorf("%s %s: dlx (status %d) differs from backtrack (status %d)", verb[0], name, status, wantStatus)
			}
			if strings.Count(got, "\n") != len(set) {
				t.Errorf("%s %s: %d lines for %d", verb[0], name, strings.Count(got, "\n"), len(set))
			}
		}
	}
}

// countingReader yields n copies of line, counting the lines handed out.
type countingReader struct {
	line    string
	n       int
	read    atomic.Int64
	pending string
}

func (r *countingReader) Read(p []byte) (int, error) {
	if r.pending == "" {
		if r.read.Load() == int64(r.n) {
			return 0, io.EOF
		}
		r.read.Add(1)
		r.pending = r.line + "\n"
	}
	n := copy(p, r.pending)
	r.pending = r.pending[n:]
	return n, nil
}

// blockingWriter blocks its first Write until release is closed.
type blockingWriter struct {
	blocked chan struct{} // closed when the first Write starts
	release chan struct{}
	n       int
}

func (w *blockingWriter) Write(p []byte) (int, error) {
	if w.n == 0 {
		close(w.blocked)
		<-w.release
	}
	w.n += len(p)
	return len(p), nil
}

// TestBounded checks that the input is streamed: while the output is
// stuck, the reader stops after a bounded number of lines.
func TestBounded(t *testing.T) {
	const total = 100000
	for _, jobs := range []int{1, 4} {
		in := &countingReader{line: solution, n: total}
		out := &blockingWriter{blocked: make(chan struct{}), release: make(chan struct{})}
		status := make(chan int)
		go func() { status <- run([]string{"solve", "-j", strconv.Itoa(jobs)}, in, out, io.Discard) }()
		<-out.blocked
		time.Sleep(100 * time.Millisecond) // let the reader run ahead if it would
		// The output buffer, the read buffer and the batches in flight.
		bound := (writeBuf+maxLine)/len(solution) + (2*jobs+2)*batchLines
		if n := in.read.Load(); n > int64(bound) {
			t.Errorf("-j %d: read %d lines while the output was stuck; want at most %d", jobs, n, bound)
		}
		close(out.release)
		if s := <-status; s != exitOK {
			t.Errorf("-j %d: status %d", jobs, s)
		}
		if out.n != total*(len(solution)+1) {
			t.Errorf("-j %d: wrote %d bytes, want %d", jobs, out.n, total*(len(solution)+1))
		}
	}
}

// failingReader yields data, then fails.
type failingReader struct{ data string }

func (r *failingReader) Read(p []byte) (int, error) {
	if r.data == "" {
		return 0, errors.New("disk on fire")
	}
	n := copy(p, r.data)
	r.data = r.data[n:]
	return n, nil
}

// failingWriter fails every Write.
type failingWriter struct{}

func (failingWriter) Write(p []byte) (int, error) { return 0, errors.New("disk full") }

// TestIOErrors checks that read and write errors end the run with status
// 2 and a message, after answering the lines read before a read error.
func TestIOErrors(t *testing.T) {
	big := strings.Repeat(lines(puzzle), 5000)
	for _, jobs := range []string{"1", "3"} {
		var out, errOut bytes.Buffer
		status := run([]string{"solve", "-j", jobs}, &failingReader{lines(puzzle, puzzle) + puzzle[:40]}, &out, &errOut)
		if status != exitUsage || out.String() != lines(solution, solution) || errOut.String() != "sudoku-cli: solve: disk on fire\n" {
			t.Errorf("-j %s read error: status %d, stdout %q, stderr %q", jobs, status, out.String(), errOut.String())
		}

		errOut.Reset()
		status = run([]string{"count", "-j", jobs}, strings.NewReader(big), failingWriter{}, &errOut)
		if status != exitUsage || errOut.String() != "sudoku-cli: count: disk full\n" {
			t.Errorf("-j %s write error: status %d, stderr %q", jobs, status, errOut.String())
		}
	}
}
