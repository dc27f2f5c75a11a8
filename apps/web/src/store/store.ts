import { combineReducers, configureStore } from "@reduxjs/toolkit";
import { TIMINGS } from "@scopewise/shared";
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from "redux-persist";
import storage from "redux-persist/es/storage";
import { authReducer } from "../features/auth/auth-slice";
import { followAuthOfOtherTabs } from "../features/auth/auth-tab-sync";
import { uiReducer } from "../features/shell/ui-slice";
import { apiClient } from "../lib/api-client";
import { PERSIST_KEY } from "../lib/persisted-auth";

const rootReducer = combineReducers({
  auth: authReducer,
  ui: uiReducer,
  [apiClient.reducerPath]: apiClient.reducer,
});

// Spec section 3: only auth is persisted, in localStorage under the key "root".
const persistedReducer = persistReducer(
  { key: PERSIST_KEY, storage, whitelist: ["auth"], timeout: TIMINGS.persistRestoreTimeoutMs },
  rootReducer,
);

export const store = configureStore({
  reducer: persistedReducer,
  middleware: (getDefault) =>
    getDefault({
      // redux-persist's lifecycle actions carry functions by design.
      serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
    }).concat(apiClient.middleware),
});

export const persistor = persistStore(store);
followAuthOfOtherTabs(store);

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
