#include <gvc.h>
