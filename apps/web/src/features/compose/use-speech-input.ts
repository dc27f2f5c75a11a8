import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";

/** The parts of the Web Speech API used here (TypeScript's DOM types do not include it). */
interface RecognitionResultList {
  readonly length: number;
  [index: number]: { readonly isFinal: boolean; [alternative: number]: { readonly transcript: string } };
}

interface Recognition {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: { results: RecognitionResultList }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | undefined {
  if (typeof window === "undefined") return undefined;
  const speechWindow = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return speechWindow.SpeechRecognition ?? speechWindow.webkitSpeechRecognition;
}

const BLOCKED_ERRORS = new Set(["not-allowed", "service-not-allowed", "audio-capture"]);

/**
 * Speech-to-text through the browser's recognizer. `onTranscript` receives the whole text heard so
 * far (final plus interim) each time it changes.
 */
export function useSpeechInput(onTranscript: (text: string) => void) {
  const [isListening, setIsListening] = useState(false);
  const [finalTranscript, setFinalTranscript] = useState("");
  const [interimTranscript, setInterimTranscript] = useState("");
  const recognitionRef = useRef<Recognition | null>(null);
  const onTranscriptRef = useRef(onTranscript);
  const isAvailable = recognitionConstructor() !== undefined;

  useEffect(() => {
    onTranscriptRef.current = onTranscript;
  }, [onTranscript]);

  // Leaving the page must not leave the microphone on.
  useEffect(() => () => recognitionRef.current?.abort(), []);

  const start = () => {
    const Constructor = recognitionConstructor();
    if (!Constructor || recognitionRef.current) return;
    const recognition = new Constructor();
    recognition.continuous = true;
    recognition.interimResults = true;
    recognition.lang = navigator.language || "en-US";
    recognition.onresult = ({ results }) => {
      let heardFinal = "";
      let heardInterim = "";
      for (let i = 0; i < results.length; i++) {
        const result = results[i];
        const text = result?.[0]?.transcript ?? "";
        if (result?.isFinal) heardFinal += text;
        else heardInterim += text;
      }
      setFinalTranscript(heardFinal);
      setInterimTranscript(heardInterim);
      onTranscriptRef.current(`${heardFinal}${heardInterim}`.trim());
    };
    recognition.onerror = ({ error }) => {
      if (BLOCKED_ERRORS.has(error))
        toast.error("The microphone is not available. Check this site's microphone permission.");
    };
    recognition.onend = () => {
      recognitionRef.current = null;
      setIsListening(false);
      setInterimTranscript("");
    };
    recognitionRef.current = recognition;
    setFinalTranscript("");
    setInterimTranscript("");
    try {
      recognition.start();
      setIsListening(true);
    } catch {
      recognitionRef.current = null;
    }
  };

  const stop = () => recognitionRef.current?.stop();

  return {
    isAvailable,
    isListening,
    transcript: `${finalTranscript}${interimTranscript}`,
    finalTranscript,
    interimTranscript,
    start,
    stop,
  };
}
