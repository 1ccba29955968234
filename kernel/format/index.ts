/** The one home of formatting and locale: the app, the backend's messages, the insights and the report all write through it. */
export * from './locale'
export * from './numbers'
export * from './dates'
export * from './words'
