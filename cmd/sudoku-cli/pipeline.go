package main

import (
	"bufio"
	"io"
	"sync"
)

// The pipeline answers input lines in batches: a reader fills batches of
// lines, workers answer whole batches, and a writer writes the answers in
// input order. Handing over a few hundred lines at a time keeps the cost
// per line down to the work itself, and recycling a fixed set of batches
// keeps memory bounded however long the input is.
const (
	batchLines = 256       // lines per batch, at most
	batchBytes = 256 << 10 // a batch stops taking lines once its text is this long
	writeBuf   = 256 << 10 // output buffer
)

// An inputLine is one line of input as a lineFunc sees it.
type inputLine struct {
	no   int    // line number, from 1
	text string // the line without its line ending
	long bool   // the line was longer than maxLine: text is only its start
}

// A lineFunc appends the answer to one input line to dst, without a line
// ending, and reports whether the answer is a success. The pipeline ends
// every answer with '\n'. A lineFunc keeps state, such as an engine, for
// one worker; it must not keep l.text after it returns.
type lineFunc func(dst []byte, l inputLine) (out []byte, ok bool)

// A span locates one line in a batch's text.
type span struct {
	end  int // the line is text[previous end:end]
	long bool
}

// A batch is a run of consecutive input lines and, once a worker is done
// with it, their answers.
type batch struct {
	first  int    // number of the first line
	text   []byte // the lines, without line endings, one after another
	lines  []span
	out    []byte        // the answers, one line each
	failed bool          // some answer was not a success
	idle   bool          // the input had nothing more ready: flush after writing
	done   chan struct{} // a worker sends once when out is complete
}

func newBatch() *batch {
	return &batch{
		lines: make([]span, 0, batchLines),
		out:   make([]byte, 0, batchLines*82),
		done:  make(chan struct{}, 1),
	}
}

// answer runs f over the lines of b, filling b.out and b.failed.
func (b *batch) answer(f lineFunc) {
	text := string(b.text) // one copy per batch, so that lines are strings
	start := 0
	for i, sp := range b.lines {
		var ok bool
		b.out, ok = f(b.out, inputLine{no: b.first + i, text: text[start:sp.end], long: sp.long})
		b.out = append(b.out, '\n')
		if !ok {
			b.failed = true
		}
		start = sp.end
	}
}

// reset empties b for reuse, keeping its memory.
func (b *batch) reset() {
	b.text, b.lines, b.out, b.failed, b.idle = b.text[:0], b.lines[:0], b.out[:0], false, false
}

// pipeline writes to w one answer line per line of r, in order, answering
// on jobs workers; newFunc makes each worker's line function. failed
// reports whether any answer was not a success; err is the first read or
// write error, after which the lines read before it are still answered
// (as far as writing allows).
func pipeline(r io.Reader, w io.Writer, jobs int, newFunc func() lineFunc) (failed bool, err error) {
	lr := newLineReader(r)
	bw := bufio.NewWriterSize(w, writeBuf)
	if jobs == 1 {
		failed, err = serial(lr, bw, newFunc())
	} else {
		failed, err = parallel(lr, bw, jobs, newFunc)
	}
	if ferr := bw.Flush(); err == nil {
		err = ferr
	}
	return failed, err
}

// serial runs the pipeline on the calling goroutine: read a batch, answer
// it, write it, with one batch reused throughout.
func serial(lr *lineReader, bw *bufio.Writer, f lineFunc) (failed bool, err error) {
	b := newBatch()
	for more := true; more; {
		var rerr error
		more, rerr = lr.fill(b)
		b.answer(f)
		failed = failed || b.failed
		if err := write(bw, b); err != nil {
			return failed, err
		}
		if rerr != nil {
			return failed, rerr
		}
		b.reset()
	}
	return failed, nil
}

// write writes a batch's answers, and sends them on at once when the
// input had nothing more ready: whoever writes the input may be waiting.
func write(bw *bufio.Writer, b *batch) error {
	if _, err := bw.Write(b.out); err != nil {
		return err
	}
	if b.idle {
		return bw.Flush()
	}
	return nil
}

// parallel runs the pipeline with a reader goroutine, jobs workers and the
// writer on the calling goroutine. The reader sends each batch both to the
// workers and, in input order, to the writer, which waits for each batch
// to be done before writing it and handing it back to the reader. At most
// 2*jobs+2 batches circulate, which bounds both memory and how far the
// reader runs ahead of the writer. Batches and workers are made as the
// input needs them, so a short input costs little whatever jobs is.
func parallel(lr *lineReader, bw *bufio.Writer, jobs int, newFunc func() lineFunc) (failed bool, err error) {
	inflight := 2*jobs + 2
	// Neither channel ever blocks a send: at most inflight batches exist.
	free := make(chan *batch, inflight)
	work := make(chan *batch, inflight)
	order := make(chan *batch, inflight)
	stop := make(chan struct{}) // closed when the writer fails
	var wg sync.WaitGroup
	worker := func() {
		f := newFunc()
		for b := range work {
			b.answer(f)
			b.done <- struct{}{}
		}
	}

	var readErr error // set by the reader before it closes order
	go func() {
		defer close(order)
		defer close(work)
		made, started := 0, 0
		for more := true; more; {
			var b *batch
			select {
			case <-stop:
				return
			case b = <-free:
			default:
				if made < inflight {
					made++
					b = newBatch()
					break
				}
				select {
				case <-stop:
					return
				case b = <-free:
				}
			}
			more, readErr = lr.fill(b)
			if len(b.lines) == 0 {
				continue
			}
			order <- b
			work <- b
			if started < jobs {
				started++
				wg.Go(worker)
			}
		}
	}()

	var writeErr error
	for b := range order {
		<-b.done
		failed = failed || b.failed
		if writeErr == nil {
			if writeErr = write(bw, b); writeErr != nil {
				close(stop)
			}
		}
		b.reset()
		free <- b
	}
	wg.Wait()
	if writeErr != nil {
		return failed, writeErr
	}
	return failed, readErr
}
