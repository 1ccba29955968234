import { lazy, Suspense } from 'react'
import { Navigate, Route, Routes } from 'react-router-dom'
import { RedirectWhenSignedIn, RequireSession } from './guards'
import { PageLoading } from '../components/page-loading/page-loading'

// Every screen is its own chunk: the landing page ships no signed-in code (docs/product.md#interface-rules).
const LandingScreen = lazy(() => import('../screens/landing/landing-screen'))
const SignInScreen = lazy(() => import('../screens/sign-in/sign-in-screen'))
const SignedInLayout = lazy(() => import('./layout'))
const ProfileScreen = lazy(() => import('../screens/profile/profile-screen'))
const DashboardScreen = lazy(() => import('../screens/dashboard/dashboard-screen'))
const UploadScreen = lazy(() => import('../screens/upload/upload-screen'))
const ChatScreen = lazy(() => import('../screens/chat/chat-screen'))
const MediaScreen = lazy(() => import('../screens/media/media-screen'))
const SettingsScreen = lazy(() => import('../screens/settings/settings-screen'))
const ResetPasswordScreen = lazy(() => import('../screens/reset-password/reset-password-screen'))

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
