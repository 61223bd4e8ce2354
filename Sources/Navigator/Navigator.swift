public enum NavigatorModule {}
