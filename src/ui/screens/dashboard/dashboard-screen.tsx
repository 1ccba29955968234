import { PendingScreen } from '../../components/pending-screen/pending-screen'

export default function DashboardScreen() {
  return (
    <PendingScreen
      title="Dashboard"
      about="Revenue, orders, customers and average order value from your own sales, with AI insights and a weekly PDF report."
    />
  )
}
