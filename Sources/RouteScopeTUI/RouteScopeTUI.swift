import CNcurses
public enum RouteScopeTUIModule {}
