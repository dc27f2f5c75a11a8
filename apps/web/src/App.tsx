import { Provider } from "react-redux";
import { RouterProvider } from "react-router/dom";
import { PersistGate } from "redux-persist/integration/react";
import { AppToaster } from "./components/AppToaster";
import { FullScreenLoader } from "./components/Spinner";
import { router } from "./pages/routes";
import { persistor, store } from "./store/store";

export function App() {
  return (
    <Provider store={store}>
      {/* Nothing renders until the saved session is restored (or the restore times out). */}
      <PersistGate loading={<FullScreenLoader />} persistor={persistor}>
        <RouterProvider router={router} />
        <AppToaster />
      </PersistGate>
    </Provider>
  );
}
