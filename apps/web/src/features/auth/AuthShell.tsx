import { Outlet } from "react-router";
import { Logo } from "../../components/Logo";
import { TextLink } from "../../components/TextLink";

/** Pre-login screens: the logo above centred content on a full-screen black background. */
export function AuthShell() {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-black px-4 py-10 sm:py-16">
      <header className="mb-8 sm:mb-10">
        <Logo className="h-9 w-auto" />
      </header>
      <main className="flex w-full flex-1 flex-col items-center justify-start pb-10 sm:justify-center">
        <Outlet />
      </main>
      <footer className="text-sm">
        <TextLink to="/accessibility">Accessibility</TextLink>
      </footer>
    </div>
  );
}
