import { createContext, useContext } from "react";

/** The CSP nonce of this response; only the server renders it, the browser sees "". */
export const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
