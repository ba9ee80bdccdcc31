package main

import (
	"bufio"
	"bytes"
	"io"
)

// maxLine is the size of the read buffer and so the longest line, line
// ending included, that is read whole. Of a longer line only the first
// maxLine bytes are kept, and the line is answered with an error (see
// parsePuzzle); the rest is read and dropped, so memory stays bounded
// whatever the input holds.
const maxLine = 64 << 10

// lineReader splits its input into lines ending in LF or CRLF; the last
// line need not end at all.
type lineReader struct {
	r    *bufio.Reader
	next int // number of the next line, from 1
}

func newLineReader(r io.Reader) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(r, maxLine), next: 1}
}

// fill reads lines into the empty batch b until it holds batchLines lines
// or batchBytes bytes of text, or the input ends, or no more input is
// ready (then b.idle is set). more is false once the
// input has ended; err is a read error, after which b holds the lines read
// before it.
func (lr *lineReader) fill(b *batch) (more bool, err error) {
	b.first = lr.next
	for len(b.lines) < batchLines && len(b.text) < batchBytes {
		line, rerr := lr.r.ReadSlice('\n')
		long := rerr == bufio.ErrBufferFull
		if long {
			// Keep the buffer's worth already read; drop the rest.
			b.text = append(b.text, line...)
			for rerr == bufio.ErrBufferFull {
				_, rerr = lr.r.ReadSlice('\n')
			}
			line = nil
		}
		switch {
		case rerr == io.EOF && len(line) == 0 && !long:
			return false, nil
		case rerr != nil && rerr != io.EOF:
			return false, rerr
		}
		// A byte-order mark, as Notepad writes, is no part of the puzzle;
		// files joined by cat carry one at the start of each.
		line = bytes.TrimPrefix(line, bom)
		b.text = append(b.text, trimEOL(line)...)
		b.lines = append(b.lines, span{end: len(b.text), long: long})
		lr.next++
		if rerr == io.EOF {
			return false, nil
		}
		if lr.r.Buffered() == 0 {
			// Nothing more is ready: answer what came rather than wait
			// for a full batch, so that a program that writes a puzzle and
			// waits for its answer gets it.
			b.idle = true
			return true, nil
		}
	}
	return true, nil
}

// bom is the UTF-8 byte-order mark.
var bom = []byte("\uFEFF")

// trimEOL removes a final LF or CRLF.
func trimEOL(line []byte) []byte {
	if n := len(line); n > 0 && line[n-1] == '\n' {
		line = line[:n-1]
		if n := len(line); n > 0 && line[n-1] == '\r' {
			line = line[:n-1]
		}
	}
	return line
}
