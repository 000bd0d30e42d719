import { Input } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

/** "0, 9, 19" ↔ [0, 9, 19]; keeps what the user types until it parses. */
export function NumberListInput({ value, onChange }: { value: number[]; onChange: (v: number[]) => void }) {
  const [text, setText] = useState(value.join(', '));
  useEffect(() => {
    setText((prev) => (sameList(parse(prev), value) ? prev : value.join(', ')));
  }, [value]);
  return (
    <Input
      inputMode="decimal"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(parse(e.target.value));
      }}
    />
  );
}

function parse(text: string): number[] {
  return text.split(/[,;\s]+/).filter(Boolean).map(Number).filter((n) => !Number.isNaN(n));
}
const sameList = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
