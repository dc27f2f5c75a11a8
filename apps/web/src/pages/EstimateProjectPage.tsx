import { Composer } from "../features/compose/Composer";

/** Home of the signed-in area. */
export default function EstimateProjectPage() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center px-4 pt-16 pb-12 sm:px-8">
      <div className="w-full max-w-[1000px] text-center">
        <h1 className="bg-gradient-to-b from-zinc-50 to-zinc-400 bg-clip-text text-3xl font-semibold tracking-tight text-transparent sm:text-5xl">
          What Would You Like To Know?
        </h1>
        <p className="mt-4 text-base text-zinc-400 sm:text-lg">How can I help you today?</p>
      </div>
      <div className="mt-10 flex w-full justify-center">
        <Composer projectId={null} showSuggestions />
      </div>
    </div>
  );
}
