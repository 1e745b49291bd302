"""RequestHandle's async delivery: the engine thread's events reach each reader of an event loop whole and in
order, however many streams post at once (they share one hand-over per loop iteration)."""

import asyncio
import threading

from macllm.events import GenerationDone, GenerationStats, TextChunk
from macllm.requests import Request, RequestHandle


def _done(text: str) -> GenerationDone:
    return GenerationDone(text, "length", GenerationStats(), [], None, None)


def test_many_streams_posted_from_another_thread_arrive_whole_and_in_order():
    handles = [RequestHandle(Request(prompt=[1])) for _ in range(8)]
    texts = [[f"{i}:{n} " for n in range(300)] for i in range(8)]

    def engine():  # one step posts a token to every stream, as the batch does
        for n in range(300):
            for h, t in zip(handles, texts):
                h.put(TextChunk(t[n]))
        for h, t in zip(handles, texts):
            h.put(_done("".join(t)))

    async def read(handle):
        got = []
        async for event in handle:
            got += [event, *handle.ready()]  # ready(): what a stream that fell behind writes in one go
        return got

    async def main():
        readers = [asyncio.ensure_future(read(h)) for h in handles]
        await asyncio.sleep(0)  # every reader has started iterating before the engine posts
        thread = threading.Thread(target=engine)
        thread.start()
        out = await asyncio.gather(*readers)
        thread.join()
        return out

    for got, t, h in zip(asyncio.run(main()), texts, handles):
        assert [e.text for e in got[:-1]] == t
        assert isinstance(got[-1], GenerationDone) and got[-1] is h.final and got[-1].text == "".join(t)


def test_events_before_the_first_await_come_first():
    handle = RequestHandle(Request(prompt=[1]))
    handle.put(TextChunk("a"))

    async def main():
        it = handle.__aiter__()
        handle.put(TextChunk("b"))
        handle.put(_done("ab"))
        return [e async for e in it], handle.ready()

    got, after = asyncio.run(main())
    assert [type(e).__name__ for e in got] == ["TextChunk", "TextChunk", "GenerationDone"]
    assert "".join(e.text for e in got[:2]) == "ab" and after == []
