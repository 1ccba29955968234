import { lazy, Suspense, useEffect } from 'react'
import { Navigate, Route, Routes } from 'react-router-dom'
import { RedirectWhenSignedIn, RequireSession } from './guards'
import { PageLoading } from '../components/page-loading/page-loading'

// Every screen is its own chunk: the landing page ships no signed-in code (docs/product.md#interface-rules).
const LandingScreen = lazy(() => import('../screens/landing/landing-screen'))
const SignInScreen = lazy(() => import('../screens/sign-in/sign-in-screen'))
// One chunk with the sign-in page (an owner on one often opens the other next): a chunk of its own
// would split the entry's shared modules into more chunks, which the landing page pays for.
const SignUpScreen = lazy(() => import('../screens/sign-in/sign-in-screen').then((module) => ({ default: module.SignUpScreen })))
const loadLayout = () => import('./layout')
const loadProfile = () => import('../screens/profile/profile-screen')
const SignedInLayout = lazy(loadLayout)
const ProfileScreen = lazy(loadProfile)
const DashboardScreen = lazy(() => import('../screens/dashboard/dashboard-screen'))
const UploadScreen = lazy(() => import('../screens/upload/upload-screen'))
const ChatScreen = lazy(() => import('../screens/chat/chat-screen'))
const MediaScreen = lazy(() => import('../screens/media/media-screen'))
const SettingsScreen = lazy(() => import('../screens/settings/settings-screen'))
const ResetPasswordScreen = lazy(() => import('../screens/reset-password/reset-password-screen'))

/**
 * On the sign-in page, once the browser is idle, fetches the scripts of the screen a sign-in opens
 * (the signed-in layout and the Company Profile), so that the owner's first screen after Sign In
 * waits for their data only. Only where the browser says when it is idle (not jsdom).
 */
function PreloadFirstScreen() {
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return
    const handle = requestIdleCallback(() => {
      void loadLayout()
      void loadProfile()
    })
    return () => cancelIdleCallback(handle)
  }, [])
  return null
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/" element={<LandingScreen />} />
        {/* A reset link works signed in or out: it ends in a session of its own. */}
        <Route path="/reset-password" element={<ResetPasswordScreen />} />
        <Route
          path="/login"
          element={
            <RedirectWhenSignedIn>
              <SignInScreen />
              <PreloadFirstScreen />
            </RedirectWhenSignedIn>
          }
        />
        <Route
          path="/signup"
          element={
            <RedirectWhenSignedIn>
              <SignUpScreen />
              <PreloadFirstScreen />
            </RedirectWhenSignedIn>
          }
        />
        <Route
          element={
            <RequireSession>
              <SignedInLayout />
            </RequireSession>
          }
        >
          <Route path="/profile" element={<ProfileScreen />} />
          <Route path="/dashboard" element={<DashboardScreen />} />
          <Route path="/upload" element={<UploadScreen />} />
          <Route path="/chat" element={<ChatScreen />} />
          <Route path="/media" element={<MediaScreen />} />
          <Route path="/settings" element={<SettingsScreen />} />
        </Route>
        {/* Any unknown path goes to the landing page (docs/product.md#route-table). */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  )
}
