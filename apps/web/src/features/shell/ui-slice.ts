import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

interface UiState {
  isSidebarOpen: boolean;
  isChatHistoryOpen: boolean;
  /** The document page's table of contents. */
  isTOCOpen: boolean;
  /** The project the Create screen works in; null shows the composer that creates a project itself. */
  selectedProjectId: string | null;
}

/** From Tailwind's md breakpoint the sidebar sits beside the page instead of over it. */
export const WIDE_LAYOUT_QUERY = "(min-width: 768px)";

/** From Tailwind's xl breakpoint the chat panel sits beside the document instead of over it. */
export const CHAT_BESIDE_QUERY = "(min-width: 1280px)";

export function matchesMedia(query: string): boolean {
  return typeof window !== "undefined" && window.matchMedia(query).matches;
}

// On smaller screens the sidebar and the chat panel cover the page, so they start closed there.
const initialState: UiState = {
  isSidebarOpen: matchesMedia(WIDE_LAYOUT_QUERY),
  isChatHistoryOpen: matchesMedia(CHAT_BESIDE_QUERY),
  isTOCOpen: false,
  selectedProjectId: null,
};

const uiSlice = createSlice({
  name: "ui",
  initialState,
  reducers: {
    sidebarToggled: (state) => {
      state.isSidebarOpen = !state.isSidebarOpen;
    },
    sidebarOpened: (state) => {
      state.isSidebarOpen = true;
    },
    sidebarClosed: (state) => {
      state.isSidebarOpen = false;
    },
    chatHistoryToggled: (state) => {
      state.isChatHistoryOpen = !state.isChatHistoryOpen;
    },
    chatHistoryOpened: (state) => {
      state.isChatHistoryOpen = true;
    },
    chatHistoryClosed: (state) => {
      state.isChatHistoryOpen = false;
    },
    tocToggled: (state) => {
      state.isTOCOpen = !state.isTOCOpen;
    },
    tocClosed: (state) => {
      state.isTOCOpen = false;
    },
    projectSelected: (state, action: PayloadAction<string | null>) => {
      state.selectedProjectId = action.payload;
    },
  },
});

export const {
  sidebarToggled,
  sidebarOpened,
  sidebarClosed,
  chatHistoryToggled,
  chatHistoryOpened,
  chatHistoryClosed,
  tocToggled,
  tocClosed,
  projectSelected,
} = uiSlice.actions;
export const uiReducer = uiSlice.reducer;

interface WithUi {
  ui: UiState;
}

export const selectIsSidebarOpen = (state: WithUi) => state.ui.isSidebarOpen;
export const selectIsChatHistoryOpen = (state: WithUi) => state.ui.isChatHistoryOpen;
export const selectIsTOCOpen = (state: WithUi) => state.ui.isTOCOpen;
export const selectSelectedProjectId = (state: WithUi) => state.ui.selectedProjectId;
