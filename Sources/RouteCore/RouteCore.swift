public enum RouteCoreModule {}
